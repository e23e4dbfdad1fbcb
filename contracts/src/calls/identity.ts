import Type from 'typebox';
import { TokenPair } from '../domain';
import { literalUnion } from '../literal-union';
import { IDENTITY_ROUTES } from '../routes/identity';
import { defineCall } from './define';
import { closed } from './fields';

/** POST oauth2/token: renews the pair (form-encoded, grant refresh_token, Basic client auth). */
export const refreshToken = defineCall(IDENTITY_ROUTES.refreshToken, {
  summary: 'Renews the access and refresh tokens (the old refresh token stops working).',
  body: closed({
    grant_type: Type.Literal('refresh_token'),
    refresh_token: Type.String({ minLength: 1, maxLength: 4096 }),
  }),
  data: TokenPair,
});

/** POST oauth2/revoke: ends a token (form-encoded, Basic client auth). */
export const revokeToken = defineCall(IDENTITY_ROUTES.revokeToken, {
  summary: 'Revokes an access or refresh token.',
  body: closed({
    token: Type.String({ minLength: 1, maxLength: 4096 }),
    token_type_hint: Type.Optional(literalUnion(['access_token', 'refresh_token'] as const)),
  }),
  data: Type.Object({}),
});
