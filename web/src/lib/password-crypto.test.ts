import { generateKeyPairSync } from 'node:crypto';
import {
  CALL_ROUTES,
  ERROR_CODES,
  PASSWORD_KEY_ALGORITHM,
  parseSealedPassword,
} from '@mo/contracts';
import { TEST_PASSWORD_KEY, openTestSealed } from '@test/password-test-key';
import { wireClient, type WireRequest } from '@test/wire';
import { isApiError, type ApiClient } from './api-client';
import { CLIENT_ERROR_CODES, describeError } from './error-catalogue';
import { withSealedPasswords } from './password-crypto';

const PASSWORD = 'Portal#2026';
const USER = 'hr.admin@nusantara-demo.co.id';

const afterLogin = {
  accessToken: 'after-login-token',
  tokenType: 'Bearer',
  expiresIn: 300,
  scope: 'after-login',
  maskedEmail: 'hr.a***n@nusantara-demo.co.id',
};

/** A sign-in through the lib alone: the password sealed with the page's key. */
const signIn = (api: ApiClient, password = PASSWORD) =>
  withSealedPasswords(api, CALL_ROUTES.authenticate.id, async (seal) =>
    api.call(CALL_ROUTES.authenticate, {
      body: { userName: USER, password: await seal(password) },
    }),
  );

const passwordOf = (request: WireRequest | undefined) =>
  (JSON.parse(request?.body ?? '{}') as { password?: string }).password;

const isKeyFetch = (r: WireRequest) => r.url.endsWith(CALL_ROUTES.passwordKey.path);

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('password-crypto: passwords leave the page sealed', () => {
  it('seals the password with the published key: the body sent carries no clear text', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      authenticate: () => ({ data: afterLogin }),
    });
    await signIn(api);
    const sent = requests.find((r) => r.url.endsWith(CALL_ROUTES.authenticate.path));
    expect(sent?.body).not.toContain(PASSWORD);
    expect(parseSealedPassword(passwordOf(sent) ?? '')?.keyId).toBe(TEST_PASSWORD_KEY.keyId);
    expect(openTestSealed(passwordOf(sent))).toBe(PASSWORD);
  });

  it('fetches the key once per page (API client), not once per call', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      authenticate: () => ({ data: afterLogin }),
    });
    await Promise.all([signIn(api), signIn(api)]);
    await signIn(api);
    expect(requests.filter(isKeyFetch)).toHaveLength(1);
    expect(requests.filter((r) => !isKeyFetch(r))).toHaveLength(3);
    // OAEP is randomised: the same password never looks the same twice on the wire.
    const bodies = requests.filter((r) => !isKeyFetch(r)).map(passwordOf);
    expect(new Set(bodies).size).toBe(3);
  });

  it('fetches the key again and resends once when the server no longer holds it (AU4040)', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rotated = {
      keyId: 'rotated-key',
      algorithm: PASSWORD_KEY_ALGORITHM,
      publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    };
    const keys = [TEST_PASSWORD_KEY, rotated];
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: keys.shift() }),
      authenticate: (r) =>
        parseSealedPassword(passwordOf(r) ?? '')?.keyId === 'rotated-key'
          ? { data: afterLogin }
          : { errorCode: ERROR_CODES.passwordNotEncrypted },
    });
    await expect(signIn(api)).resolves.toMatchObject({ scope: 'after-login' });
    expect(requests.map((r) => (isKeyFetch(r) ? 'key' : 'authenticate'))).toEqual([
      'key',
      'authenticate',
      'key',
      'authenticate',
    ]);
  });

  it('gives up after one resend: a second AU4040 reaches the flow as the generic dialog', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      authenticate: () => ({ errorCode: ERROR_CODES.passwordNotEncrypted }),
    });
    const error = await caught(signIn(api));
    expect(isApiError(error) && error.errorCode).toBe(ERROR_CODES.passwordNotEncrypted);
    expect(requests.filter((r) => !isKeyFetch(r))).toHaveLength(2);
    expect(describeError(ERROR_CODES.passwordNotEncrypted)).toMatchObject({
      display: 'dialog',
      messageKey: 'errors:generic',
    });
  });

  it('sends no password when the key cannot be had, and tries the key again on the next submit', async () => {
    let keyAnswers = 0;
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () =>
        (keyAnswers += 1) === 1 ? { errorCode: 'GC500' } : { data: TEST_PASSWORD_KEY },
      authenticate: () => ({ data: afterLogin }),
    });
    const error = await caught(signIn(api));
    expect(isApiError(error) && error.errorCode).toBe('GC500');
    expect(requests.every(isKeyFetch)).toBe(true);
    await signIn(api);
    expect(requests.filter(isKeyFetch)).toHaveLength(2);
  });

  it('sends nothing in clear where the page has no WebCrypto (not a secure context)', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      authenticate: () => ({ data: afterLogin }),
    });
    const crypto = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: crypto.getRandomValues.bind(crypto) },
      configurable: true,
    });
    try {
      const error = await caught(signIn(api));
      expect(isApiError(error) && error.errorCode).toBe(CLIENT_ERROR_CODES.generic);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
    }
    expect(requests.every(isKeyFetch)).toBe(true);
  });

  it('refuses to seal what RSA-OAEP cannot carry instead of sending it', async () => {
    const { api, requests } = wireClient(CALL_ROUTES, {
      passwordKey: () => ({ data: TEST_PASSWORD_KEY }),
      authenticate: () => ({ data: afterLogin }),
    });
    const error = await caught(signIn(api, 'é'.repeat(100)));
    expect(isApiError(error) && error.errorCode).toBe(CLIENT_ERROR_CODES.generic);
    expect(requests.every(isKeyFetch)).toBe(true);
  });
});
