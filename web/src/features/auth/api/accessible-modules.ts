import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** GET auth/accessible-modules: kept as userAccess. */
export const fetchAccessibleModules = (api: ApiClient) => api.call(CALL_ROUTES.accessibleModules);
