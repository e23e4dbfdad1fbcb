import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** GET auth/validate-access: the new session's user may use this portal. */
export const validateAccess = (api: ApiClient) => api.call(CALL_ROUTES.validateAccess);
