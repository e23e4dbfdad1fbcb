import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/**
 * POST auth/session?mode=signin (no body) with the stored full token, or the one given (the
 * token refresh passes the new token, so a failure there never asks for another refresh).
 */
export const createSession = (api: ApiClient, accessToken?: string) =>
  api.call(CALL_ROUTES.createSession, { query: { mode: 'signin' }, accessToken });
