import {
  CALL_ROUTES,
  ERROR_CODES,
  importPasswordKey,
  sealPassword,
  type ImportedPasswordKey,
  type PasswordKey,
} from '@mo/contracts';
import { ApiError, isApiError, type ApiClient } from './api-client';
import { CLIENT_ERROR_CODES } from './error-catalogue';

/**
 * Passwords travel encrypted (spec part 1 section 7; contracts password-seal.ts): every password
 * field is sealed with the insurer's public key before it leaves the page. The key comes from the
 * passwordKey call through the page's one API client, once per page load (cached per client), and
 * is fetched again only when the server says it no longer holds it (passwordNotEncrypted, after a
 * restart), in which case the call is sealed and sent once more.
 */
const keys = new WeakMap<ApiClient, Promise<ImportedPasswordKey>>();

/** GET auth/password-key. */
export const fetchPasswordKey = (api: ApiClient) => api.call(CALL_ROUTES.passwordKey);

/**
 * Uses a key already known for this client instead of fetching it (Pact consumer tests, whose
 * mock server answers one interaction at a time, and the web tests' fake API).
 */
export const primePasswordKey = (api: ApiClient, published: PasswordKey): void => {
  keys.set(api, importPasswordKey(published));
};

const keyFor = (api: ApiClient): Promise<ImportedPasswordKey> => {
  let key = keys.get(api);
  if (!key) {
    key = fetchPasswordKey(api).then(importPasswordKey);
    // A failed fetch is not kept: the next submit tries again.
    key.catch(() => {
      if (keys.get(api) === key) keys.delete(api);
    });
    keys.set(api, key);
  }
  return key;
};

/** Seals one password with the page's key. */
export type Seal = (password: string) => Promise<string>;

/** A failure of this page's own (no WebCrypto outside a secure context, a bad key): generic. */
const sealingFailure = (callId: string, what: string, cause: unknown): ApiError =>
  isApiError(cause)
    ? cause
    : new ApiError({
        callId,
        errorCode: CLIENT_ERROR_CODES.generic,
        message: `${callId}: ${what}`,
        serverMessage: null,
        httpStatus: null,
        details: [],
        cause,
      });

const sealerOf =
  (callId: string, key: ImportedPasswordKey): Seal =>
  (password) =>
    sealPassword(key, password).catch((cause: unknown) => {
      throw sealingFailure(callId, 'the password could not be encrypted', cause);
    });

/**
 * Runs `send` with a sealer for the page's current key; nothing is sent in clear, whatever fails.
 * When the server no longer holds that key (passwordNotEncrypted), the key is fetched again and
 * `send` runs once more.
 */
export const withSealedPasswords = async <T>(
  api: ApiClient,
  callId: string,
  send: (seal: Seal) => Promise<T>,
): Promise<T> => {
  const sendWith = async (pending: Promise<ImportedPasswordKey>) => {
    const key = await pending.catch((cause: unknown) => {
      throw sealingFailure(callId, 'the password key could not be used', cause);
    });
    return send(sealerOf(callId, key));
  };
  const pending = keyFor(api);
  try {
    return await sendWith(pending);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== ERROR_CODES.passwordNotEncrypted) throw error;
    if (keys.get(api) === pending) keys.delete(api);
    return sendWith(keyFor(api));
  }
};
