import { randomUUID } from 'node:crypto';
import { fail } from '../lib/api-error';
import type { Session } from '../store/session-book';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/**
 * Opens a session for the access token with this jti (and under `id`, when the token already
 * names it in its sid claim). The user's older session stops working: its calls get err300. A new
 * session remembers the user's sign-in before it (the dashboard's previous login time); a
 * re-confirmed one (after a token refresh) changes nothing. A session that is over never comes
 * back (err300).
 */
export const openSession = (
  world: MockStore,
  host: MockHost,
  userId: string,
  accessJti: string,
  id: string = randomUUID(),
): Session => {
  const user = world.users.get(userId);
  const candidate: Session = {
    id,
    userId,
    createdAt: world.clock.now(),
    previousSignInAt: user?.lastSignInAt ?? null,
  };
  const session = world.sessions.create(candidate, accessJti);
  // A token renewed from a session that is over (replaced, ended, revoked) cannot reopen it.
  if (!session) throw fail.invalidSession();
  if (session === candidate && user) user.lastSignInAt = session.createdAt;
  return session;
};
