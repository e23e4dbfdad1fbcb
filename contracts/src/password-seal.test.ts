import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import {
  PASSWORD_KEY_ALGORITHM,
  SEALABLE_BYTES,
  SEALED_PASSWORD_PATTERN,
  importPasswordKey,
  parseSealedPassword,
  sealPassword,
  type PasswordKey,
} from './password-seal';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY: PasswordKey = {
  keyId: 'k-1',
  algorithm: PASSWORD_KEY_ALGORITHM,
  publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
};
const open = (sealed: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(parseSealedPassword(sealed)!.ciphertext, 'base64'),
  ).toString('utf8');

describe('password seal (part 1 section 7: passwords travel encrypted)', () => {
  it('seals with RSA-OAEP-256 into enc:v1:<keyId>:<base64>, which the private key opens', async () => {
    const sealed = await sealPassword(KEY, 'Portal#2026');
    expect(sealed).toMatch(new RegExp(SEALED_PASSWORD_PATTERN));
    expect(parseSealedPassword(sealed)?.keyId).toBe('k-1');
    // a 2048-bit ciphertext: 256 bytes
    expect(Buffer.from(parseSealedPassword(sealed)!.ciphertext, 'base64')).toHaveLength(256);
    expect(open(sealed)).toBe('Portal#2026');
    expect(open(await sealPassword(await importPasswordKey(KEY), 'Kata#Sandi1ü'))).toBe(
      'Kata#Sandi1ü',
    );
  });

  it('never gives the same text twice for the same password (OAEP is randomised)', async () => {
    const imported = await importPasswordKey(KEY);
    const [a, b] = await Promise.all([
      sealPassword(imported, 'Portal#2026'),
      sealPassword(imported, 'Portal#2026'),
    ]);
    expect(a).not.toBe(b);
  });

  it('refuses what RSA-OAEP-256 cannot carry, and keys of another algorithm', async () => {
    await expect(sealPassword(KEY, 'x'.repeat(SEALABLE_BYTES))).resolves.toMatch(/^enc:v1:/);
    await expect(sealPassword(KEY, 'x'.repeat(SEALABLE_BYTES + 1))).rejects.toThrow(RangeError);
    await expect(
      importPasswordKey({ ...KEY, algorithm: 'RSA1_5' as typeof PASSWORD_KEY_ALGORITHM }),
    ).rejects.toThrow(/algorithm/);
  });

  it('tells the sealed form from clear text and malformed forms', () => {
    expect(parseSealedPassword('Portal#2026')).toBeNull();
    expect(parseSealedPassword('enc:v1:k-1:')).toBeNull();
    expect(parseSealedPassword('enc:v1:k:1:AAAA')).toBeNull();
    expect(parseSealedPassword('enc:v2:k-1:AAAA')).toBeNull();
    expect(parseSealedPassword('enc:v1:k-1:AAAA')).toEqual({ keyId: 'k-1', ciphertext: 'AAAA' });
  });
});
