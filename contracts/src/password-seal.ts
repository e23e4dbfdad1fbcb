import Type, { type Static } from 'typebox';
import {
  PASSWORD_KEY_ID_PATTERN,
  PASSWORD_KEY_ALGORITHM,
  SEALED_PASSWORD_PREFIX,
} from './password-sealing';

// Sealing itself (WebCrypto, no schemas) is in password-sealing.ts, which the browser loads.
export * from './password-sealing';

/** What the passwordKey call answers: the SPKI (DER, base64) of the current public key. */
export const PasswordKeyData = Type.Object({
  keyId: Type.String({ pattern: `^${PASSWORD_KEY_ID_PATTERN}$` }),
  algorithm: Type.Literal(PASSWORD_KEY_ALGORITHM),
  publicKey: Type.String({ minLength: 1, description: 'SPKI DER, base64' }),
});
export type PasswordKey = Static<typeof PasswordKeyData>;

/**
 * A password field on the wire. The schema takes any text so that a clear-text password reaches
 * the server's own check and is refused with its code (passwordNotEncrypted), not a GC400; a
 * 2048-bit ciphertext is 344 base64 characters.
 */
export const SealedPassword = (options: { minLength?: number } = {}) =>
  Type.String({
    ...options,
    maxLength: 512,
    description: `a password encrypted with the passwordKey call's key: ${SEALED_PASSWORD_PREFIX}<keyId>:<base64 RSA-OAEP-256 ciphertext>`,
  });
