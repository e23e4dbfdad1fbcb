import { randomBytes } from 'node:crypto';
import { CALLS, OAUTH_CLIENT } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';

/**
 * The identity provider's authorisation endpoint and userinfo (issue 13, docs/spec-notes.md).
 * Only the portal's own client is registered; the code is one-time text (exchanging it for tokens
 * is not emulated: the portal signs in with its own flow).
 */
export const oauth2Routes = (app: MockApp): void => {
  registerCall(app, CALLS.authorize, ({ query }) => {
    if (query.client_id !== OAUTH_CLIENT.clientId) throw fail.badRequest('Unknown client_id');
    return {
      code: randomBytes(24).toString('base64url'),
      state: query.state,
      redirectUri: query.redirect_uri,
    };
  });

  registerCall(app, CALLS.userInfo, ({ auth }) => ({
    sub: auth.user.id,
    name: auth.user.name,
    email: auth.user.email,
    locale: auth.user.preferredLanguage,
    companyIds: [...auth.user.companyIds],
  }));
};
