import { PasswordKeyData } from '../password-seal';
import { PASSWORD_KEY_ROUTES } from '../routes/password-key';
import { defineCall } from './define';

/**
 * GET auth/password-key: the public key the password fields are encrypted with (part 1 section 7,
 * "travel encrypted"; the spec names no call for it, so the path is ours: docs/spec-notes.md).
 * Public: the sign-in page needs it before any token exists.
 */
export const passwordKey = defineCall(PASSWORD_KEY_ROUTES.passwordKey, {
  summary: 'The RSA-OAEP-256 public key (SPKI, base64) and key id password fields are sealed with.',
  data: PasswordKeyData,
});
