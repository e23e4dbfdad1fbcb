import { API_AREAS } from '@mo/contracts';
import type { MockApp } from '../types';
import { billingRoutes } from './billing';
import { claimsRoutes } from './claims';
import { claimReferenceRoutes } from './claims/reference';
import { customerServicesRoutes } from './customer-services';
import { fileGatewayRoutes } from './file-gateway';
import { healthcareProviderRoutes } from './healthcare-providers';
import { identityRoutes } from './identity';
import { memberAlterationRoutes, memberReferenceRoutes, memberUserRoutes } from './members';
import { bulkUpdateRoutes } from './members/bulk-update';
import { notificationRoutes } from './notifications';
import { policyAdminRoutes } from './policy-admin';
import {
  groupReportRoutes,
  memberReportRoutes,
  reportFileRoutes,
  reportTypeRoutes,
} from './reports';
import { userManagementRoutes } from './user-management';

/** One plugin per API area, each under the area's gateway prefix (contracts API_AREAS). */
export const setupRoutes = async (app: MockApp): Promise<void> => {
  await app.register(customerServicesRoutes, { prefix: API_AREAS.customerServices });
  await app.register(identityRoutes, { prefix: API_AREAS.identity });
  await app.register(userManagementRoutes, { prefix: API_AREAS.userManagement });
  await app.register(policyAdminRoutes, { prefix: API_AREAS.policyAdmin });
  await app.register(claimsRoutes, { prefix: API_AREAS.claims });
  // Members: one plugin per area its calls sit in.
  await app.register(memberUserRoutes, { prefix: API_AREAS.userManagement });
  await app.register(memberAlterationRoutes, { prefix: API_AREAS.policyAdmin });
  await app.register(memberReferenceRoutes, { prefix: API_AREAS.customerServices });
  await app.register(bulkUpdateRoutes, { prefix: API_AREAS.policyAdmin });
  await app.register(fileGatewayRoutes, { prefix: API_AREAS.fileGateway });
  // Claims: the app/sysparam lists and configuration sit in customer services.
  await app.register(claimReferenceRoutes, { prefix: API_AREAS.customerServices });
  // Premium billing: the listing and an invoice's downloads sit in policy admin.
  await app.register(billingRoutes, { prefix: API_AREAS.policyAdmin });
  // Reports: the cards in policy admin, each family's report pair in its area, the file gateway.
  await app.register(reportTypeRoutes, { prefix: API_AREAS.policyAdmin });
  await app.register(memberReportRoutes, { prefix: API_AREAS.userManagement });
  await app.register(groupReportRoutes, { prefix: API_AREAS.claims });
  await app.register(reportFileRoutes, { prefix: API_AREAS.fileGateway });
  await app.register(healthcareProviderRoutes, { prefix: API_AREAS.healthcareProviders });
  await app.register(notificationRoutes, { prefix: API_AREAS.notifications });
};
