import { EMAIL_PATTERN, ERROR_CODES, LIMITS, equalsIdentity } from '@mo/contracts';
import { CLIENT_ERROR_CODES } from '@/lib/error-catalogue';

/**
 * Local checks of the sign-in and code forms (spec part 1 section 5). Each rule answers an error
 * code of the catalogue, or undefined when the value passes.
 */
export const LOCAL_ERRORS = {
  required: ERROR_CODES.required,
  /** The catalogue's second "complete this field" code: an empty new password or confirmation. */
  newPasswordRequired: ERROR_CODES.newPasswordRequired,
  emailFormat: ERROR_CODES.emailFormat,
  otpFormat: ERROR_CODES.otpWrong,
  /** Not in the spec's catalogue: inputs stop at the limit, so this only catches pasted values. */
  tooLong: CLIENT_ERROR_CODES.tooLong,
  passwordRules: ERROR_CODES.passwordRules,
  /** Not in the spec's catalogue: the confirmation differs from the new password. */
  passwordMismatch: CLIENT_ERROR_CODES.passwordMismatch,
} as const;

/** First format check: the loose pattern the gateway also applies (contracts). */
const EMAIL_LOOSE = new RegExp(EMAIL_PATTERN);

/**
 * Second format check, stricter: letters, digits and . _ % + - before the @, no leading,
 * trailing or doubled dot; dot-separated domain labels of letters, digits and inner hyphens;
 * a top-level domain of at least two letters.
 */
const EMAIL_STRICT =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Surrounding spaces go on blur (and before submitting). */
export const trimEmail = (value: string): string => value.trim();

/** Inputs never hold more than the limit. */
export const limitEmail = (value: string): string => value.slice(0, LIMITS.emailMax);
export const limitPassword = (value: string): string => value.slice(0, LIMITS.passwordMax);

export function validateEmail(value: string): string | undefined {
  const email = trimEmail(value);
  if (email === '') return LOCAL_ERRORS.required;
  if (email.length > LIMITS.emailMax) return LOCAL_ERRORS.tooLong;
  if (!EMAIL_LOOSE.test(email)) return LOCAL_ERRORS.emailFormat;
  if (!EMAIL_STRICT.test(email)) return LOCAL_ERRORS.emailFormat;
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  if (value === '') return LOCAL_ERRORS.required;
  if (value.length > LIMITS.passwordMax) return LOCAL_ERRORS.tooLong;
  return undefined;
}

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = validateEmail(values.email);
  const password = validatePassword(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Digits only, at most six: what the code input keeps of what was typed or pasted. */
export const sanitizeOtp = (value: string): string =>
  value.replace(/\D/g, '').slice(0, LIMITS.otpLength);

const OTP_FORMAT = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

export function validateOtp(value: string): string | undefined {
  if (value === '') return LOCAL_ERRORS.required;
  if (!OTP_FORMAT.test(value)) return LOCAL_ERRORS.otpFormat;
  return undefined;
}

export {
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordValues,
} from '@/lib/new-password-rule';

/** Whether the password equals the user name or email (the identity rule, shown on its own). */
export const isIdentityPassword = (password: string, identities: readonly string[]): boolean =>
  password !== '' && equalsIdentity(password, identities);
