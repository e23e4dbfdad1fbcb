import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST identity oauth2/revoke (form-encoded, Basic client credentials): ends one token. */
export const revokeToken = (
  api: ApiClient,
  token: string,
  tokenTypeHint: 'access_token' | 'refresh_token' = 'refresh_token',
) => api.call(CALL_ROUTES.revokeToken, { body: { token, token_type_hint: tokenTypeHint } });
