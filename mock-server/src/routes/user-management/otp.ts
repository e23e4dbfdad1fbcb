import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import type { AuthContext } from '../../plugins/auth';
import { registerCall } from '../../lib/register-call';
import { issueOtp } from '../../services/otp';
import type { MockApp } from '../../types';

/**
 * The user a code call is about. For the second sign-in factor it must be the token's own user:
 * a password-verified token for one account cannot ask for (or try) another account's code.
 */
const subjectOf = (app: MockApp, auth: AuthContext, userName: string, mode: string) => {
  const user = app.store.userByEmail(userName);
  if (mode === 'multi-factor-auth' && user?.id !== auth.user.id) {
    throw fail.insufficientScope('The token belongs to another user');
  }
  return user;
};

export const otpRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.requestOtp, ({ query, body, auth }) => {
    const user = subjectOf(app, auth, body.userName, query.mode);
    if (!user) throw fail.badRequest('Unable to generate OTP!');
    const { destination, validitySeconds } = issueOtp(app, user, query.mode);
    return { destination, validitySeconds };
  });

  registerCall(app, CALLS.validateOtp, ({ query, body, auth }) => {
    const user = subjectOf(app, auth, body.userName, query.mode);
    if (!user) throw fail.otpWrong();
    const result = app.store.otps.check(user.id, query.mode, body.otp, app.clock.now());
    if (result === 'expired') throw fail.otpExpired();
    if (result === 'wrong') throw fail.otpWrong();
    // The second factor signs the user in; a forgot-password code only allows a new password.
    const scope = query.mode === 'multi-factor-auth' ? 'full' : 'two-factor';
    const { jti: _jti, ...pair } = app.tokens.pair(user.id, scope);
    return { validationStatus: true as const, ...pair };
  });
};
