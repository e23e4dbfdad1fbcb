import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { changePassword } from '../../services/password-change';
import type { MockApp } from '../../types';

/**
 * PUT users/password. `signinmo` takes the first-time token of err100 (or the two-factor token of
 * the my-account code step); `forgot-password` only the two-factor token of a forgot-password
 * code, since it also unlocks the account. The token is single use: revoked once the password is
 * set, so a leaked one cannot set it again.
 */
export const passwordRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.updatePassword, async ({ query, body, auth }) => {
    const { user, claims } = auth;
    if (query.mode === 'forgot-password' && claims.scope !== 'two-factor') {
      throw fail.insufficientScope('A forgot-password reset needs the two-factor token');
    }
    if (query.mode === 'forgot-password' && body.userName === undefined) {
      throw fail.required(['body.userName']);
    }
    if (body.userName !== undefined && body.userName.toLowerCase() !== user.email.toLowerCase()) {
      throw fail.insufficientScope('The token belongs to another user');
    }
    if (user.accountState === 'disabled') throw fail.accountDisabled();
    await changePassword(user, {
      password: body.password,
      currentPassword: body.currentPassword,
      unlock: query.mode === 'forgot-password',
    });
    app.store.sessions.revokePair(claims.jti);
    return { updateStatus: true as const };
  });
};
