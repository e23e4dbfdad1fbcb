import { HEADER_DEFAULTS, HEADER_NAMES } from '@mo/contracts';

export type HeaderSettings = { [K in keyof typeof HEADER_DEFAULTS]: string };

export const AUTHORIZATION_HEADER = 'Authorization';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string over the spec's 62-character alphanumeric set (crypto when available). */
export const randomAlphanumeric = (length = 32): string => {
  const bytes = new Uint32Array(length);
  const crypto = globalThis.crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(Math.random() * 2 ** 32);
  return Array.from(bytes, (n) => ALPHANUMERIC[n % ALPHANUMERIC.length]).join('');
};

/** The gateway headers of spec part 1 section 7, fresh per request (timestamp, reference). */
export const gatewayHeaders = (
  settings: HeaderSettings,
  now: Date,
  requestReference: string,
): Record<string, string> => ({
  [HEADER_NAMES.channel]: settings.channel,
  [HEADER_NAMES.keyId]: settings.keyId,
  [HEADER_NAMES.clientOrgCode]: settings.clientOrgCode,
  [HEADER_NAMES.providerOrgCode]: settings.providerOrgCode,
  [HEADER_NAMES.countryCode]: settings.countryCode,
  [HEADER_NAMES.timestamp]: now.toISOString(),
  [HEADER_NAMES.requestReference]: requestReference,
});

const SECRET_FIELDS =
  /^(password|currentPassword|newPassword|otp|token|refresh_?token|accessToken|refreshToken)$/i;

/** Headers for debug output: the authorization value never leaves in clear. */
export const maskHeaders = (headers: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name.toLowerCase() === 'authorization' && typeof value === 'string'
        ? value.replace(/^(\w+)\s.*$/, '$1 ****')
        : value,
    ]),
  );

/** A body for debug output: passwords, codes and tokens masked (one level deep is enough here). */
export const maskBody = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, SECRET_FIELDS.test(k) ? '****' : v]),
      )
    : body;
