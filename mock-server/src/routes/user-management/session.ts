import { CALLS, CHANNEL } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { openSession } from '../../services/session';
import type { MockApp } from '../../types';

export const sessionRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.createSession, ({ auth, world }) => {
    const session = openSession(world, app, auth.user.id, auth.claims.jti, auth.claims.sid);
    return { sessionId: session.id };
  });

  // The user may use this portal: an account that acts for no company any more is refused
  // (17004, the portal's err022 text) and the session just opened is ended with it.
  registerCall(app, CALLS.validateAccess, ({ auth, world }) => {
    const { user, claims } = auth;
    const companies = user.companyIds.filter((id) => world.companies.has(id));
    if (user.accountState === 'disabled' || companies.length === 0) {
      world.sessions.end(user.id, claims.jti, claims.sid);
      throw fail.accountDisabled();
    }
    return { accessGranted: true as const, channel: CHANNEL };
  });

  // Sign-out: ends the token's session, if it still has one, and revokes the token pair.
  registerCall(app, CALLS.deleteSession, ({ auth, world }) => {
    world.sessions.end(auth.user.id, auth.claims.jti, auth.claims.sid);
    return {};
  });
};
