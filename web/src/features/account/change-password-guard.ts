import { readStored } from '@/lib/storage';

/** Navigation state the code step hands to the change-password form. */
export const CHANGE_PASSWORD_FROM = 'myprofile-email-otp';

/**
 * The change-password form opens only with a stored authentication token and straight from my
 * account's code step (spec part 1 section 4); otherwise my account.
 */
export function mayChangePassword(locationState: unknown): boolean {
  const from =
    locationState && typeof locationState === 'object' && 'from' in locationState
      ? (locationState as { from: unknown }).from
      : undefined;
  return Boolean(readStored('authenticationToken')) && from === CHANGE_PASSWORD_FROM;
}
