import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { hashPassword, verifyPassword, type PasswordHash } from '../../store/passwords';
import type { MockApp } from '../../types';
import { maskEmail } from '../../views/profile';

// Compared against when the user is unknown, so both failures take the same time.
let decoy: Promise<PasswordHash> | undefined;

export const authRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.authenticate, async ({ body }) => {
    const user = app.store.userByEmail(body.userName);
    decoy ??= hashPassword('decoy-password');
    const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoy));
    // One answer for an unknown user and a wrong password: the portal shows both the same way.
    if (!user || !matches) throw fail.authFailed(body.userName);
    const { token, expiresIn } = app.tokens.sign(user.id, 'after-login');
    return {
      accessToken: token,
      tokenType: 'Bearer' as const,
      expiresIn,
      scope: 'after-login' as const,
      maskedEmail: maskEmail(user.email),
    };
  });
};
