import { ERROR_CODES, LIMITS } from '@mo/contracts';
import { CLIENT_ERROR_CODES } from '@/lib/error-catalogue';
import { validateNewPassword } from '@/lib/new-password-rule';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/**
 * Local checks of the change-password form (spec part 1 section 5): current password required
 * (err001, as the spec names it; max 20), new password and its confirmation required with the
 * catalogue's second "complete this field" code (err018, docs/spec-notes.md), the new password
 * meeting every rule (err010), the confirmation equal.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  identities: readonly string[],
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = ERROR_CODES.required;
  else if (values.currentPassword.length > LIMITS.passwordMax) {
    errors.currentPassword = CLIENT_ERROR_CODES.tooLong;
  }
  return { ...errors, ...validateNewPassword(values, identities) };
}
