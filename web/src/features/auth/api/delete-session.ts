import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** DELETE auth/session: ends the session and revokes its tokens. */
export const deleteSession = (api: ApiClient) => api.call(CALL_ROUTES.deleteSession);
