/**
 * The mock's sandboxes (issue 29): isolated worlds of one mock insurer. A request names its
 * sandbox in this header; without it, it works on the default world. The portal sends it on
 * every gateway call when it was opened with `?sandbox=<id>` (a build for a real insurer never
 * does); nginx and Vite pass it through unchanged, and nginx may route by it (consistent hashing).
 */
export const MOCK_SANDBOX_HEADER = 'x-mock-sandbox';

/** 1 to 32 lowercase letters, digits and inner hyphens: short, URL-safe, a file name as it is. */
export const SANDBOX_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

export const isSandboxId = (value: unknown): value is string =>
  typeof value === 'string' && SANDBOX_ID_PATTERN.test(value);
