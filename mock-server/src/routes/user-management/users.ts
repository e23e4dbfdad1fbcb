import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import { toUserProfile } from '../../views/profile';

export const userRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.accessibleModules, ({ auth }) => ({ modules: [...auth.user.modules] }));

  registerCall(app, CALLS.userProfile, ({ auth, world }) =>
    toUserProfile(auth.user, world.companiesOf(auth.user)),
  );

  // The sign-in before the current session (seeded for the demo users), not the current one.
  registerCall(app, CALLS.lastLogin, ({ auth }) => {
    const previous = auth.session?.previousSignInAt ?? null;
    return { previousLoginTime: previous === null ? null : new Date(previous).toISOString() };
  });

  // A user may save only their own details (the language); the profile answers them from then on.
  registerCall(app, CALLS.updateUser, ({ params, body, auth }) => {
    if (params.userId !== auth.user.id || body.id !== auth.user.id) {
      throw fail.insufficientScope('A user may update only their own details');
    }
    auth.user.preferredLanguage = body.preferredLanguage;
    return { updateStatus: true as const };
  });
};
