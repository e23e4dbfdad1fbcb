import { LIMITS, meetsPasswordRules } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { hashPassword, verifyPassword, type PasswordHash } from '../store/passwords';
import { SIGN_IN_TICKET_SECONDS } from '../store/ticket-book';
import type { MockStore, StoredUser } from '../store/store';

export interface PasswordChange {
  password: string;
  /** Checked only when sent (my-account change): a wrong one is err036_pwd. */
  currentPassword?: string | undefined;
  /** A forgot-password reset also unlocks the account and clears the failure count. */
  unlock: boolean;
  /** My account's change answers a reused password with err036; create and reset with err023. */
  reuseCode?: 'err023' | 'err036';
}

/**
 * Sets a user's password under the rules of part 1 section 5, in the order the portal shows
 * them: the current password (err036_pwd), the format rules shared with the portal's checklist
 * (err010), then the last ten passwords, the current one included (err023, or err036 on my
 * account's change).
 */
export const changePassword = async (
  world: MockStore,
  user: StoredUser,
  change: PasswordChange,
): Promise<void> => {
  if (
    change.currentPassword !== undefined &&
    !(await verifyPassword(change.currentPassword, user.passwordHash))
  ) {
    throw fail.currentPasswordWrong();
  }
  if (!meetsPasswordRules(change.password, [user.email])) throw fail.passwordRules();
  // The history is hashed with per-hash salts, so each entry is checked on its own (in parallel).
  const reused = await Promise.all(
    user.passwordHistory.map((hash) => verifyPassword(change.password, hash)),
  );
  if (reused.some(Boolean)) {
    throw change.reuseCode === 'err036' ? fail.passwordReusedOnChange() : fail.passwordReused();
  }
  // At the world's cost now (MOCK_PASSWORD_HASH_COST), whatever the old hashes' costs were.
  const hash = await hashPassword(change.password, world.passwordHashCost);
  user.passwordHash = hash;
  user.passwordHistory = [hash, ...user.passwordHistory].slice(0, LIMITS.passwordHistory);
  user.isPasswordUpdated = true;
  if (change.unlock) {
    delete user.accountState;
    user.failedAttempts = 0;
  }
};

// Compared against when the user is unknown, so both failures take the same time (one per cost).
const decoys = new Map<number, Promise<PasswordHash>>();

/**
 * Whether a sign-in's password is the user's (an unknown user is checked against a decoy hash, so
 * both take the same time). The seed's hashes may still be in the making just after start.
 */
export const passwordMatches = async (
  world: MockStore,
  user: StoredUser | undefined,
  password: string,
): Promise<boolean> => {
  const cost = world.passwordHashCost;
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword('decoy-password', cost);
    decoys.set(cost, decoy);
  }
  await world.passwordsReady;
  return verifyPassword(password, user?.passwordHash ?? (await decoy));
};

/** A one-time sign-in ticket for the user (store/ticket-book.ts) and how long it is good for. */
export const issueSignInTicket = (world: MockStore, userId: string, now: number) => ({
  signInTicket: world.tickets.issue(userId, now),
  signInTicketExpiresIn: SIGN_IN_TICKET_SECONDS,
});
