import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** GET auth/accessible-modules: kept as userAccess. */
export const fetchAccessibleModules = (api: ApiClient) => api.call(CALLS.accessibleModules);
