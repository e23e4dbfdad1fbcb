import { OAUTH_CLIENT } from '@mo/contracts';
import { fail } from '../lib/api-error';

const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/;

/**
 * The oauth2 calls' client check: Basic authorization with the portal's client id and secret.
 * Anything else (absent, another scheme, bad base64, no colon, wrong values) is GW1031, never a
 * 500. The secret is public (a browser cannot keep one), so a plain comparison is enough.
 */
export const requireClient = (authorization: string | undefined): void => {
  const encoded = BASIC.exec(authorization ?? '')?.[1];
  if (!encoded) throw fail.invalidToken('Missing or invalid client credentials');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [id, secret] = colon < 0 ? ['', ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  if (id !== OAUTH_CLIENT.clientId || secret !== OAUTH_CLIENT.clientSecret) {
    throw fail.invalidToken('Missing or invalid client credentials');
  }
};
