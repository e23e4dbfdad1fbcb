import { PENDING_HASH, type MockStore, type StoredUser } from '../store/store';

type NewUser = Omit<
  StoredUser,
  'passwordHash' | 'passwordHistory' | 'failedAttempts' | 'lastSignInAt'
>;

/**
 * Adds a user who has no password yet (PENDING_HASH matches none): they sign in first-time once
 * the insurer sets one. No history, no failed attempts, never signed in.
 */
export const addPendingUser = (world: MockStore, user: NewUser): void =>
  world.addUser({
    ...user,
    passwordHash: PENDING_HASH,
    passwordHistory: [],
    failedAttempts: 0,
    lastSignInAt: null,
  });
