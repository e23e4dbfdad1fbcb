import { CALLS, LIMITS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { passwordMatches } from '../../services/password-change';
import { limitAttempts } from '../../services/rate-limit';
import type { StoredUser } from '../../store/store';
import type { MockApp } from '../../types';
import { maskEmail } from '../../views/profile';

/** A wrong password: the third in a row locks the account (17003), earlier ones are 17002. */
const wrongPassword = (user: StoredUser, userName: string) => {
  user.failedAttempts += 1;
  if (user.failedAttempts < LIMITS.lockOutAttempts) return fail.authFailed(userName);
  user.accountState = 'locked';
  return fail.accountLocked();
};

export const authRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.authenticate, async ({ body, request, world }) => {
    limitAttempts(world, app, request, body.userName);
    const user = world.userByEmail(body.userName);
    // A sign-in ticket (store/ticket-book.ts) is spent by its first presentation, whatever the
    // outcome; it only ever replaces the emailed code, never the password.
    const ticketRedeemed =
      user !== undefined &&
      body.signInTicket !== undefined &&
      world.tickets.redeem(user.id, body.signInTicket, world.clock.now());
    const matches = await passwordMatches(world, user, body.password);
    // One answer for an unknown user and a wrong password: the portal shows both the same way.
    if (!user) throw fail.authFailed(body.userName);
    // A locked account stays locked whatever the password, until a forgot-password reset.
    if (user.accountState === 'disabled') throw fail.accountDisabled();
    if (user.accountState === 'locked') throw fail.accountLocked();
    if (!matches) throw wrongPassword(user, body.userName);
    user.failedAttempts = 0;
    if (!user.isPasswordUpdated) {
      const { token, expiresIn } = app.tokens.sign(world, user.id, 'first-time-login');
      throw fail.firstTimeLogin({
        accessToken: token,
        tokenType: 'Bearer',
        expiresIn,
        scope: 'first-time-login',
      });
    }
    if (ticketRedeemed) {
      // The reset has just proved the mailbox: the full pair, as a validated code answers it.
      const { jti: _jti, ...pair } = app.tokens.pair(world, user.id);
      return { ...pair, scope: 'full' as const };
    }
    const { token, expiresIn } = app.tokens.sign(world, user.id, 'after-login');
    return {
      accessToken: token,
      tokenType: 'Bearer' as const,
      expiresIn,
      scope: 'after-login' as const,
      maskedEmail: maskEmail(user.email),
    };
  });
};
