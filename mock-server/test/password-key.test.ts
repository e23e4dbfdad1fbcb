import { generateKeyPairSync } from 'node:crypto';
import {
  CALLS,
  DEMO_USERS,
  ERROR_CODES,
  PASSWORD_KEY_ALGORITHM,
  SEALED_PASSWORD_PATTERN,
  importPasswordKey,
  sealPassword,
  type PasswordKey,
} from '@mo/contracts';
import type { MockApp } from '../src/app';
import { openSealedPassword } from '../src/services/password-key';
import { arm, codeOf, gatewayHeaders, passwordKeyOf, send, testApp, urlOf } from './helpers';

const hr = DEMO_USERS.hr;

/** A key pair the mock does not hold (another process's, or an old one). */
const foreignKey = (keyId: string): PasswordKey => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keyId,
    algorithm: PASSWORD_KEY_ALGORITHM,
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
};

describe('passwords travel encrypted (part 1 section 7)', () => {
  let app: MockApp;
  let keyId: string;
  beforeAll(async () => {
    app = await testApp();
    keyId = (await passwordKeyOf(app)).keyId;
  });
  afterAll(() => app.close());
  beforeEach(() => app.inject({ method: 'POST', url: '/__mock/reset' }));

  /** authenticate with the body exactly as given (no sealing by the helper). */
  const signInRaw = (password: string) =>
    send(app, CALLS.authenticate, {
      body: { userName: hr.email, password },
      sealPasswords: false,
    });

  it('publishes an RSA-OAEP-256 public key with a key id, without a token, the same on every call', async () => {
    const first = await send(app, CALLS.passwordKey);
    expect(first.statusCode).toBe(200);
    const key = first.body.data!;
    expect(key.algorithm).toBe('RSA-OAEP-256');
    expect(key.keyId).toBe(keyId);
    // SPKI of a 2048-bit key: about 294 bytes of DER
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(290);
    await expect(importPasswordKey(key)).resolves.toMatchObject({ keyId });
    expect((await send(app, CALLS.passwordKey)).body.data).toEqual(key);
  });

  it('decrypts a sealed password and applies the password check to its clear text', async () => {
    const key = await passwordKeyOf(app);
    const sealed = await sealPassword(key, hr.password);
    expect(sealed).toMatch(new RegExp(SEALED_PASSWORD_PATTERN));
    expect(sealed).not.toContain(hr.password);
    await expect(openSealedPassword(sealed, 'body.password')).resolves.toBe(hr.password);
    expect((await signInRaw(sealed)).statusCode).toBe(200);
    const wrong = await signInRaw(await sealPassword(key, 'Wrong#Pass1'));
    expect(codeOf(wrong)).toBe(ERROR_CODES.authFailed);
  });

  it('refuses a clear-text password with passwordNotEncrypted, before checking it', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await signInRaw(hr.password);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.passwordNotEncrypted);
      expect(answer.body.systemInformation.details).toEqual(['body.password']);
    }
    // Not counted as wrong passwords: the account is not locked.
    expect(
      (await send(app, CALLS.authenticate, { body: { userName: hr.email, password: hr.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a password sealed with a key it does not hold (an old key) with passwordNotEncrypted', async () => {
    const old = await sealPassword(foreignKey('old-key-1'), hr.password);
    const answer = await signInRaw(old);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(ERROR_CODES.passwordNotEncrypted);
  });

  it.each([
    ['a ciphertext of another key under the current key id', 'foreign'],
    ['bytes that are no ciphertext', 'garbage'],
    ['a ciphertext cut short', 'short'],
    ['clear text that is not UTF-8', 'latin1'],
  ])('answers GC400, not a 500, to %s', async (_case, kind) => {
    const key = await passwordKeyOf(app);
    let sealed: string;
    if (kind === 'foreign') {
      const other = await sealPassword(foreignKey(keyId), hr.password);
      sealed = other;
    } else if (kind === 'garbage') {
      sealed = `enc:v1:${keyId}:${Buffer.alloc(256, 7).toString('base64')}`;
    } else if (kind === 'short') {
      sealed = (await sealPassword(key, hr.password)).slice(0, -40);
    } else {
      const cipher = await globalThis.crypto.subtle.encrypt(
        { name: 'RSA-OAEP' },
        key.key,
        new Uint8Array([0xff, 0xfe, 0x80]),
      );
      sealed = `enc:v1:${keyId}:${Buffer.from(cipher).toString('base64')}`;
    }
    const answer = await signInRaw(sealed);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    expect(answer.body.systemInformation.details).toEqual(['body.password']);
  });

  it('keeps the clear-text limits after decrypting: an empty or over-long password is a GC400', async () => {
    const key = await passwordKeyOf(app);
    for (const password of ['', 'A#1'.padEnd(21, 'x')]) {
      const answer = await signInRaw(await sealPassword(key, password));
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      expect(answer.body.systemInformation.details?.[0]).toMatch(/^body\.password: /);
    }
  });

  it('refuses clear text in every password field of PUT users/password', async () => {
    const key = await passwordKeyOf(app);
    const token = (await arm(app, 'two-factor-verified', { userName: hr.email })).body
      .accessToken as string;
    const put = (body: object) =>
      send(app, CALLS.updatePassword, {
        query: { mode: 'forgot-password' },
        body,
        token,
        sealPasswords: false,
      });
    const clearNew = await put({ userName: hr.email, password: 'Sejahtera#2027' });
    expect(codeOf(clearNew)).toBe(ERROR_CODES.passwordNotEncrypted);
    const clearCurrent = await put({
      userName: hr.email,
      password: await sealPassword(key, 'Sejahtera#2027'),
      currentPassword: hr.password,
    });
    expect(codeOf(clearCurrent)).toBe(ERROR_CODES.passwordNotEncrypted);
    expect(clearCurrent.body.systemInformation.details).toEqual(['body.currentPassword']);
    // Sealed, the same reset goes through and the new password signs in.
    const sealed = await put({
      userName: hr.email,
      password: await sealPassword(key, 'Sejahtera#2027'),
    });
    expect(sealed.statusCode).toBe(200);
    expect((await signInRaw(await sealPassword(key, 'Sejahtera#2027'))).statusCode).toBe(200);
  });

  it('answers hostile sealed forms in the envelope', async () => {
    for (const password of [
      `enc:v1:${keyId}:`,
      `enc:v1:${keyId}:!!!!`,
      `enc:v1::${'A'.repeat(344)}`,
      `enc:v1:${'k'.repeat(65)}:AAAA`,
      'enc:v2:x:AAAA',
    ]) {
      const raw = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.authenticate),
        headers: { ...gatewayHeaders(), 'content-type': 'application/json' },
        payload: { userName: hr.email, password },
      });
      expect(raw.statusCode).toBe(400);
      expect([ERROR_CODES.passwordNotEncrypted, ERROR_CODES.badRequest]).toContain(
        raw.json().systemInformation.errorCode,
      );
    }
  });
});
