import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const KEY_LENGTH = 64;

/** A salted scrypt hash; the plain password is never stored. */
export interface PasswordHash {
  salt: string;
  hash: string;
}

export const hashPassword = async (plain: string): Promise<PasswordHash> => {
  const salt = randomBytes(16);
  const hash = await scryptAsync(plain, salt, KEY_LENGTH);
  return { salt: salt.toString('base64'), hash: hash.toString('base64') };
};

/** Constant-time comparison, so a wrong password takes as long as a nearly right one. */
export const verifyPassword = async (plain: string, stored: PasswordHash): Promise<boolean> => {
  const expected = Buffer.from(stored.hash, 'base64');
  // A hash still being made (the store's PENDING_HASH) matches nothing.
  if (expected.length === 0) return false;
  const actual = await scryptAsync(plain, Buffer.from(stored.salt, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
