import { CALLS } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import { publishedPasswordKey } from '../../services/password-key';
import type { MockApp } from '../../types';

/** GET auth/password-key: the public key password fields are sealed with (no token needed). */
export const passwordKeyRoutes = (app: MockApp): void => {
  registerCall(app, CALLS.passwordKey, () => publishedPasswordKey());
};
