import { PasswordKeyData } from '../password-seal';
import { defineCall } from './define';

/**
 * GET auth/password-key: the public key the password fields are encrypted with (part 1 section 7,
 * "travel encrypted"; the spec names no call for it, so the path is ours: docs/spec-notes.md).
 * Public: the sign-in page needs it before any token exists.
 */
export const passwordKey = defineCall({
  id: 'passwordKey',
  summary: 'The RSA-OAEP-256 public key (SPKI, base64) and key id password fields are sealed with.',
  area: 'userManagement',
  method: 'GET',
  path: '/auth/password-key',
  auth: 'public',
  data: PasswordKeyData,
  success: 'status-success',
});
