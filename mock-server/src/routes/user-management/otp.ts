import { CALLS, type OtpPurpose } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import type { AuthContext } from '../../plugins/auth';
import { registerCall } from '../../lib/register-call';
import { issueOtp } from '../../services/otp';
import { limitAttempts } from '../../services/rate-limit';
import type { MockStore, StoredUser } from '../../store/store';
import type { MockApp } from '../../types';

/**
 * The user a code call is about. For the second sign-in factor it must be the token's own user:
 * a password-verified token for one account cannot ask for (or try) another account's code.
 * Forgot password is public: the e-mail names the user, and a disabled account may not reset.
 */
const subjectOf = (
  world: MockStore,
  auth: AuthContext | null,
  userName: string,
  mode: OtpPurpose,
): StoredUser | undefined => {
  const user = world.userByEmail(userName);
  if (mode === 'multi-factor-auth' && user?.id !== auth?.user.id) {
    throw fail.insufficientScope('The token belongs to another user');
  }
  if (user?.accountState === 'disabled') throw fail.accountDisabled();
  return user;
};

/** A two-factor token answer: it allows the next step only (nothing to refresh). */
const twoFactorAnswer = ({ token, expiresIn }: { token: string; expiresIn: number }) => ({
  validationStatus: true as const,
  accessToken: token,
  tokenType: 'Bearer' as const,
  expiresIn,
  scope: 'two-factor' as const,
});

export const otpRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.requestOtp, ({ query, body, auth, request, world }) => {
    limitAttempts(world, app, request, body.userName);
    const user = subjectOf(world, auth, body.userName, query.mode);
    // Only forgot password can name an unknown address (the other mode checked the token's user).
    if (!user) throw fail.dataMismatch();
    const { destination, validitySeconds } = issueOtp(world, app, user, query.mode);
    return { destination, validitySeconds };
  });

  registerCall(app, CALLS.validateOtp, ({ query, body, auth, world }) => {
    const user = subjectOf(world, auth, body.userName, query.mode);
    if (!user) throw fail.otpWrong();
    const result = world.otps.check(user.id, query.mode, body.otp, world.clock.now());
    if (result === 'expired') throw fail.otpExpired();
    if (result === 'spent') throw fail.otpAttemptsExceeded();
    if (result === 'wrong') throw fail.otpWrong();
    if (query.mode === 'multi-factor-auth' && auth?.claims.scope === 'full') {
      // The code step of my account's change password: a signed-in user gets a two-factor token
      // tied to their session (sid), nothing to refresh, and the session stays as it is.
      const sid = world.sessions.find(user.id, auth.claims.jti, auth.claims.sid)?.id;
      if (!sid) throw fail.invalidSession();
      return twoFactorAnswer(app.tokens.sign(world, user.id, 'two-factor', sid));
    }
    if (query.mode === 'multi-factor-auth') {
      // The second factor signs the user in: the full pair, no session yet (auth/session makes it).
      const { jti: _jti, ...pair } = app.tokens.pair(world, user.id);
      return { validationStatus: true as const, ...pair, scope: 'full' as const };
    }
    // A forgot-password code only allows a new password: one two-factor token, nothing to refresh.
    return twoFactorAnswer(app.tokens.sign(world, user.id, 'two-factor'));
  });
};
