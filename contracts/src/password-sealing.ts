import type { PasswordKey } from './password-seal';

/*
 * Without schemas (browser.ts): the schemas of the key and the sealed field are in
 * password-seal.ts.
 *
 * Passwords "travel encrypted" (part 1 section 7). The insurer publishes an RSA-OAEP (SHA-256)
 * public key with a key id (call passwordKey); the client encrypts each password field with it
 * and sends, in place of the clear text, `enc:v1:<keyId>:<base64 ciphertext>`. The same code
 * seals in the portal (the browser's WebCrypto) and in Node (tests, bench: Node's
 * globalThis.crypto is the same WebCrypto), so both send exactly what the portal sends.
 */
export const SEALED_PASSWORD_PREFIX = 'enc:v1:';

/** The published key's algorithm, in JOSE's name: RSA-OAEP with SHA-256 (2048-bit modulus). */
export const PASSWORD_KEY_ALGORITHM = 'RSA-OAEP-256';

/** Key ids are short and URL-safe, so the sealed form splits on ':' without ambiguity. */
export const PASSWORD_KEY_ID_PATTERN = '[A-Za-z0-9_-]{1,64}';
const BASE64_PATTERN = '[A-Za-z0-9+/]+={0,2}';

/** The sealed form, anchored (Pact pins the wire form with it; ciphertexts differ each time). */
export const SEALED_PASSWORD_PATTERN = `^enc:v1:${PASSWORD_KEY_ID_PATTERN}:${BASE64_PATTERN}$`;
const SEALED_RE = new RegExp(`^enc:v1:(${PASSWORD_KEY_ID_PATTERN}):(${BASE64_PATTERN})$`);

/**
 * Longest clear text RSA-OAEP-256 can take under a 2048-bit key: 256 − 2·32 − 2 bytes of UTF-8.
 * Passwords stop at LIMITS.passwordMax characters (at most 60 bytes), well inside it.
 */
export const SEALABLE_BYTES = 190;

export interface SealedParts {
  keyId: string;
  /** The ciphertext, base64. */
  ciphertext: string;
}

/** The key id and ciphertext of a sealed password; null when the text is not in sealed form. */
export const parseSealedPassword = (value: string): SealedParts | null => {
  const match = SEALED_RE.exec(value);
  return match ? { keyId: match[1]!, ciphertext: match[2]! } : null;
};

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return globalThis.btoa(text);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const raw = globalThis.atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

/** A published key, imported once for sealing. */
export interface ImportedPasswordKey {
  keyId: string;
  key: CryptoKey;
}

/**
 * The WebCrypto of this runtime. Browsers offer it in secure contexts only (https, localhost and
 * 127.0.0.1); elsewhere this throws, and the caller reports it instead of sending clear text.
 */
const subtleCrypto = (): SubtleCrypto => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (not a secure context?)');
  return subtle;
};

/** Imports a published key (SPKI) for RSA-OAEP-256 encryption. */
export const importPasswordKey = async (published: PasswordKey): Promise<ImportedPasswordKey> => {
  if (published.algorithm !== PASSWORD_KEY_ALGORITHM) {
    throw new Error(`Unsupported password key algorithm ${String(published.algorithm)}`);
  }
  const key = await subtleCrypto().importKey(
    'spki',
    fromBase64(published.publicKey),
    ALGORITHM,
    false,
    ['encrypt'],
  );
  return { keyId: published.keyId, key };
};

/**
 * Seals one password: RSA-OAEP-256 of its UTF-8 bytes, in the sealed form. Takes the published
 * key (imported on the spot) or one imported before. Pure apart from OAEP's own randomness.
 */
export const sealPassword = async (
  key: PasswordKey | ImportedPasswordKey,
  password: string,
): Promise<string> => {
  const imported = 'key' in key ? key : await importPasswordKey(key);
  const clear = new TextEncoder().encode(password);
  if (clear.length > SEALABLE_BYTES) {
    throw new RangeError(`A password of more than ${SEALABLE_BYTES} bytes cannot be sealed`);
  }
  const cipher = await subtleCrypto().encrypt(ALGORITHM, imported.key, clear);
  return `${SEALED_PASSWORD_PREFIX}${imported.keyId}:${toBase64(new Uint8Array(cipher))}`;
};
