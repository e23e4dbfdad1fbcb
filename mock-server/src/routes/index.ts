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

/**
 * One plugin per API area, each under the area's gateway prefix (contracts API_AREAS), in the
 * order they are registered.
 */
const AREA_PLUGINS: readonly (readonly [(app: MockApp) => Promise<void>, string])[] = [
  [customerServicesRoutes, API_AREAS.customerServices],
  [identityRoutes, API_AREAS.identity],
  [userManagementRoutes, API_AREAS.userManagement],
  [policyAdminRoutes, API_AREAS.policyAdmin],
  [claimsRoutes, API_AREAS.claims],
  // Members: one plugin per area its calls sit in.
  [memberUserRoutes, API_AREAS.userManagement],
  [memberAlterationRoutes, API_AREAS.policyAdmin],
  [memberReferenceRoutes, API_AREAS.customerServices],
  [bulkUpdateRoutes, API_AREAS.policyAdmin],
  [fileGatewayRoutes, API_AREAS.fileGateway],
  // Claims: the app/sysparam lists and configuration sit in customer services.
  [claimReferenceRoutes, API_AREAS.customerServices],
  // Premium billing: the listing and an invoice's downloads sit in policy admin.
  [billingRoutes, API_AREAS.policyAdmin],
  // Reports: the cards in policy admin, each family's report pair in its area, the file gateway.
  [reportTypeRoutes, API_AREAS.policyAdmin],
  [memberReportRoutes, API_AREAS.userManagement],
  [groupReportRoutes, API_AREAS.claims],
  [reportFileRoutes, API_AREAS.fileGateway],
  [healthcareProviderRoutes, API_AREAS.healthcareProviders],
  [notificationRoutes, API_AREAS.notifications],
];

export const setupRoutes = async (app: MockApp): Promise<void> => {
  for (const [plugin, prefix] of AREA_PLUGINS) await app.register(named(plugin), { prefix });
};
