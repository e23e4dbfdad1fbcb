import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { changePassword, issueSignInTicket } from '../../services/password-change';
import type { AuthContext } from '../../plugins/auth';
import type { MockStore } from '../../store/store';
import type { MockApp } from '../../types';

/**
 * My account's change needs the two-factor token of a signed-in user's code step: it names the
 * session (sid), which must still be the user's live one.
 */
const requireChangeToken = (world: MockStore, auth: AuthContext): void => {
  const { user, claims } = auth;
  if (claims.scope !== 'two-factor' || claims.sid === undefined) {
    throw fail.insufficientScope(
      'A password change needs the two-factor token of a signed-in user',
    );
  }
  if (!world.sessions.find(user.id, claims.jti, claims.sid)) throw fail.invalidSession();
};

/**
 * PUT users/password. `signinmo` takes the first-time token of err100 (or the two-factor token of
 * the my-account code step); `forgot-password` only the two-factor token of a forgot-password
 * code, since it also unlocks the account; `changepassword` (my account) the two-factor token of a
 * signed-in user's code step, with userName and currentPassword (err001 without them) and err036
 * for a reused password. The session stays as it is. The token is single use: revoked once the password is
 * set, so a leaked one cannot set it again. A forgot-password reset answers the one-time sign-in
 * ticket of the success page's "view dashboard".
 */
export const passwordRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.updatePassword, async ({ query, body, auth, world }) => {
    const { user, claims } = auth;
    if (query.mode === 'forgot-password' && claims.scope !== 'two-factor') {
      throw fail.insufficientScope('A forgot-password reset needs the two-factor token');
    }
    if (query.mode === 'forgot-password' && body.userName === undefined) {
      throw fail.required(['body.userName']);
    }
    if (query.mode === 'forgot-password' && claims.sid !== undefined) {
      throw fail.insufficientScope('A signed-in user changes the password with changepassword');
    }
    if (query.mode === 'changepassword') {
      requireChangeToken(world, auth);
      const missing = [
        ...(body.userName === undefined ? ['body.userName'] : []),
        ...(body.currentPassword === undefined || body.currentPassword === ''
          ? ['body.currentPassword']
          : []),
      ];
      if (missing.length > 0) throw fail.required(missing);
    }
    if (body.userName !== undefined && body.userName.toLowerCase() !== user.email.toLowerCase()) {
      throw fail.insufficientScope('The token belongs to another user');
    }
    if (user.accountState === 'disabled') throw fail.accountDisabled();
    // The seed's hashes may still be in the making just after start.
    await world.passwordsReady;
    await changePassword(world, user, {
      password: body.password,
      currentPassword: body.currentPassword,
      unlock: query.mode === 'forgot-password',
      reuseCode: query.mode === 'changepassword' ? 'err036' : 'err023',
    });
    world.sessions.revokePair(claims.jti);
    // A forgot-password reset has just proved the mailbox (its two-factor token came from the
    // emailed code): the user may sign in once with the new password without a second code, by
    // the one-time ticket (store/ticket-book.ts). A first password (err100) proved no mailbox, and
    // my account's change is signed in already: no ticket, and any older one is dropped.
    if (query.mode !== 'forgot-password') {
      world.tickets.revoke(user.id);
      return { updateStatus: true as const };
    }
    return { updateStatus: true as const, ...issueSignInTicket(world, user.id, world.clock.now()) };
  });
};
