import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST identity oauth2/token (form-encoded, Basic client credentials): a new token pair. */
export const refreshToken = (api: ApiClient, refreshTokenValue: string) =>
  api.call(CALL_ROUTES.refreshToken, {
    body: { grant_type: 'refresh_token', refresh_token: refreshTokenValue },
  });
