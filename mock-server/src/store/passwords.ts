import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/**
 * The scrypt cost of a hash as log2 of N (r = 8, p = 1). 14 (N = 16384) is Node's default and
 * what every hash was made with before the cost became a setting (MOCK_PASSWORD_HASH_COST).
 */
export const STRONG_HASH_COST = 14;
/** A cost fit for load tests: the seed's passwords are published demo values anyway. */
export const LOAD_TEST_HASH_COST = 10;
export const MIN_HASH_COST = 10;
export const MAX_HASH_COST = 17;

/**
 * A salted scrypt hash; the plain password is never stored. `cost` is the log2 N it was made
 * with, so it verifies whatever the setting is now; a hash without one (made before the cost
 * was recorded: old world snapshots) was made at STRONG_HASH_COST.
 */
export interface PasswordHash {
  salt: string;
  hash: string;
  cost?: number;
}

const scryptAsync = (password: string, salt: Buffer, keylen: number, cost: number) => {
  if (!Number.isInteger(cost) || cost < 1 || cost > MAX_HASH_COST) {
    return Promise.reject(new RangeError(`a password hash cost of ${cost} is out of range`));
  }
  const N = 2 ** cost;
  // scrypt needs about 128 * N * r bytes; Node refuses above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r: 8, p: 1, maxmem: 256 * N * 8 };
  // Asynchronous: the work runs on libuv's thread pool, never on the event loop.
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
};

export const hashPassword = async (plain: string, cost: number): Promise<PasswordHash> => {
  const salt = randomBytes(16);
  const hash = await scryptAsync(plain, salt, KEY_LENGTH, cost);
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), cost };
};

/**
 * Constant-time comparison, so a wrong password takes as long as a nearly right one; at the
 * stored hash's own cost, not the current setting.
 */
export const verifyPassword = async (plain: string, stored: PasswordHash): Promise<boolean> => {
  const expected = Buffer.from(stored.hash, 'base64');
  // A hash still being made (the store's PENDING_HASH) matches nothing.
  if (expected.length === 0) return false;
  const salt = Buffer.from(stored.salt, 'base64');
  const actual = await scryptAsync(plain, salt, expected.length, stored.cost ?? STRONG_HASH_COST);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
