import Type from 'typebox';
import { TokenPair } from '../domain';
import { literalUnion } from '../literal-union';
import { defineCall } from './define';

/** POST oauth2/token: renews the pair (form-encoded, grant refresh_token, Basic client auth). */
export const refreshToken = defineCall({
  id: 'refreshToken',
  summary: 'Renews the access and refresh tokens (the old refresh token stops working).',
  area: 'identity',
  method: 'POST',
  path: '/oauth2/token',
  auth: 'client',
  bodyEncoding: 'form',
  body: Type.Object(
    {
      grant_type: Type.Literal('refresh_token'),
      refresh_token: Type.String({ minLength: 1, maxLength: 4096 }),
    },
    { additionalProperties: false },
  ),
  data: TokenPair,
  success: 'status-success',
});

/** POST oauth2/revoke: ends a token (form-encoded, Basic client auth). */
export const revokeToken = defineCall({
  id: 'revokeToken',
  summary: 'Revokes an access or refresh token.',
  area: 'identity',
  method: 'POST',
  path: '/oauth2/revoke',
  auth: 'client',
  bodyEncoding: 'form',
  body: Type.Object(
    {
      token: Type.String({ minLength: 1, maxLength: 4096 }),
      token_type_hint: Type.Optional(literalUnion(['access_token', 'refresh_token'] as const)),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({}),
  success: 'status-success',
});
