import { ERROR_CODES, meetsPasswordRules } from '@mo/contracts';
import { CLIENT_ERROR_CODES } from './error-catalogue';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/**
 * A new password and its confirmation (spec part 1 section 5), alike on create new password and
 * on my account's change password: required with the catalogue's second "complete this field"
 * code (err018, docs/spec-notes.md); the six checklist conditions and "not the user name or
 * email" (err010); the confirmation must match. The last-ten history is the server's.
 */
export function validateNewPassword(
  values: NewPasswordValues,
  identities: readonly string[],
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.password === '') errors.password = ERROR_CODES.newPasswordRequired;
  else if (!meetsPasswordRules(values.password, identities)) {
    errors.password = ERROR_CODES.passwordRules;
  }
  if (values.confirmPassword === '') errors.confirmPassword = ERROR_CODES.newPasswordRequired;
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = CLIENT_ERROR_CODES.passwordMismatch;
  }
  return errors;
}
