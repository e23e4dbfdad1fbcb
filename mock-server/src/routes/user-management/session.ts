import { CALLS } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import { openSession } from '../../services/session';
import type { MockApp } from '../../types';

export const sessionRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.createSession, ({ auth }) => {
    const session = openSession(app, auth.user.id, auth.claims.jti, auth.claims.sid);
    return { sessionId: session.id };
  });

  // Sign-out: ends the token's session, if it still has one, and revokes the token pair.
  registerCall(app, CALLS.deleteSession, ({ auth }) => {
    app.store.sessions.end(auth.user.id, auth.claims.jti, auth.claims.sid);
    return {};
  });
};
