import { API_AREAS } from '@mo/contracts';
import { named } from '../lib/plugin-name';
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
  await app.register(named(customerServicesRoutes), { prefix: API_AREAS.customerServices });
  await app.register(named(identityRoutes), { prefix: API_AREAS.identity });
  await app.register(named(userManagementRoutes), { prefix: API_AREAS.userManagement });
  await app.register(named(policyAdminRoutes), { prefix: API_AREAS.policyAdmin });
  await app.register(named(claimsRoutes), { prefix: API_AREAS.claims });
  // Members: one plugin per area its calls sit in.
  await app.register(named(memberUserRoutes), { prefix: API_AREAS.userManagement });
  await app.register(named(memberAlterationRoutes), { prefix: API_AREAS.policyAdmin });
  await app.register(named(memberReferenceRoutes), { prefix: API_AREAS.customerServices });
  await app.register(named(bulkUpdateRoutes), { prefix: API_AREAS.policyAdmin });
  await app.register(named(fileGatewayRoutes), { prefix: API_AREAS.fileGateway });
  // Claims: the app/sysparam lists and configuration sit in customer services.
  await app.register(named(claimReferenceRoutes), { prefix: API_AREAS.customerServices });
  // Premium billing: the listing and an invoice's downloads sit in policy admin.
  await app.register(named(billingRoutes), { prefix: API_AREAS.policyAdmin });
  // Reports: the cards in policy admin, each family's report pair in its area, the file gateway.
  await app.register(named(reportTypeRoutes), { prefix: API_AREAS.policyAdmin });
  await app.register(named(memberReportRoutes), { prefix: API_AREAS.userManagement });
  await app.register(named(groupReportRoutes), { prefix: API_AREAS.claims });
  await app.register(named(reportFileRoutes), { prefix: API_AREAS.fileGateway });
  await app.register(named(healthcareProviderRoutes), { prefix: API_AREAS.healthcareProviders });
  await app.register(named(notificationRoutes), { prefix: API_AREAS.notifications });
};
