import { createHash, generateKeyPair, webcrypto } from 'node:crypto';
import {
  PASSWORD_KEY_ALGORITHM,
  SEALED_PASSWORD_PREFIX,
  parseSealedPassword,
  type PasswordKey,
} from '@mo/contracts';
import { fail } from '../lib/api-error';

interface KeyPair {
  published: PasswordKey;
  /** RSA-OAEP (SHA-256) for WebCrypto, whose decrypt runs on libuv's pool, off the event loop. */
  privateKey: webcrypto.CryptoKey;
}

/**
 * The password key pair: RSA 2048, made once per process. Making one takes 0.1 to 0.5 s of CPU,
 * so it is made off the event loop (libuv's pool) on first use, or right after the server
 * listens (server.ts warms it); test apps that never see a password never pay for it. A restart
 * makes a new pair: a portal still holding the old key is told passwordNotEncrypted, fetches the
 * key again and retries (web lib/password-crypto.ts).
 */
let pair: Promise<KeyPair> | undefined;

const makePair = (): Promise<KeyPair> =>
  new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) {
        reject(error);
        return;
      }
      const spki = publicKey.export({ type: 'spki', format: 'der' });
      // The id names the key itself: the first 16 characters of its SPKI's SHA-256.
      const keyId = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
      const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' });
      webcrypto.subtle
        .importKey('pkcs8', pkcs8, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt'])
        .then((key) =>
          resolve({
            published: {
              keyId,
              algorithm: PASSWORD_KEY_ALGORITHM,
              publicKey: spki.toString('base64'),
            },
            privateKey: key,
          }),
        )
        .catch(reject);
    });
  });

const keyPair = (): Promise<KeyPair> => {
  pair ??= makePair().catch((error: unknown) => {
    pair = undefined;
    throw error;
  });
  return pair;
};

/** The current public key, as the passwordKey call answers it. */
export const publishedPasswordKey = async (): Promise<PasswordKey> => (await keyPair()).published;

/** Starts making the key pair now, so the first sign-in does not wait for it. */
export const warmPasswordKey = (): void => {
  void keyPair().catch(() => undefined);
};

/**
 * The clear text of one sealed password field. Clear text, or a key id this process does not
 * hold, is passwordNotEncrypted; a ciphertext under the current key id that does not decrypt is
 * a GC400 naming the field. Never throws anything else, whatever is sent.
 */
export const openSealedPassword = async (value: string, field: string): Promise<string> => {
  const parts = parseSealedPassword(value);
  const { published, privateKey } = await keyPair();
  if (!parts || parts.keyId !== published.keyId) {
    throw fail.passwordNotEncrypted(
      parts
        ? `${field} is sealed with an unknown key ${parts.keyId}: fetch the password key again`
        : `${field} must be sealed (${SEALED_PASSWORD_PREFIX}<keyId>:<ciphertext>)`,
      [field],
    );
  }
  try {
    // Asynchronous (WebCrypto): 200 sign-ins at once no longer queue on the event loop for it.
    const clear = await webcrypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      Buffer.from(parts.ciphertext, 'base64'),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(clear);
  } catch {
    throw fail.badRequest('A password field could not be decrypted', [field]);
  }
};
