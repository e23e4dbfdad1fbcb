import { LIMITS, PASSWORD_SPECIALS } from './constants';

/**
 * The new-password rules of part 1 section 5, shared by the portal's live checklist and the
 * mock's server-side check. The last-ten history is the server's alone.
 */
export const PASSWORD_CONDITIONS = [
  'length',
  'noTripleRepeat',
  'uppercase',
  'lowercase',
  'digit',
  'special',
] as const;
export type PasswordCondition = (typeof PASSWORD_CONDITIONS)[number];

const SPECIAL_RE = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\^\]-]/g, '\\$&')}]`);

/** Which of the six checklist conditions the password meets. */
export const passwordChecklist = (password: string): Record<PasswordCondition, boolean> => ({
  length: password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax,
  noTripleRepeat: !/(.)\1\1/.test(password),
  uppercase: /[A-Z]/.test(password),
  lowercase: /[a-z]/.test(password),
  digit: /\d/.test(password),
  special: SPECIAL_RE.test(password),
});

/** Whether the password equals the user name or email, compared case-insensitively. */
export const equalsIdentity = (password: string, identities: readonly string[]): boolean =>
  identities.some((id) => id !== '' && id.toLowerCase() === password.toLowerCase());

/** Every rule (the six conditions and the identity rule): true when the password may be used. */
export const meetsPasswordRules = (password: string, identities: readonly string[]): boolean =>
  Object.values(passwordChecklist(password)).every(Boolean) &&
  !equalsIdentity(password, identities);
