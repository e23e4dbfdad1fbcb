import { CALLS } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import { toUserProfile } from '../../views/profile';

export const userRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.accessibleModules, ({ auth }) => ({ modules: [...auth.user.modules] }));

  registerCall(app, CALLS.userProfile, ({ auth }) =>
    toUserProfile(auth.user, app.store.companiesOf(auth.user)),
  );
};
