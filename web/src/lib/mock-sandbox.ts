import { isSandboxId } from '@mo/contracts';
import { TAB_KEYS } from './storage';

/**
 * The mock insurer's sandboxes (issue 29): a tab opened with `?sandbox=<id>` (before the hash, or
 * in the hash's own query) keeps that id in sessionStorage for the tab, through reloads and
 * sign-outs, and every gateway call names it in `x-mock-sandbox`. Only a build for the mock does
 * this (config.mockSandboxes, VITE_MOCK_SANDBOXES); a build for a real insurer never reads the
 * parameter nor sends the header. Whether an id is known is the mock's to answer.
 */

/** The mock's rule for a sandbox id (contracts sandbox.ts: 1 to 32 a-z, 0-9, inner hyphens). */
export { isSandboxId };

const ADDRESS_PARAMETER = 'sandbox';

type Address = Pick<Location, 'search' | 'hash'>;

/**
 * What the address says about the sandbox: an id, `''` (clear it: `?sandbox=` with no value), or
 * null (nothing to do: no parameter, or an id the mock would refuse). The query before the hash
 * wins over the one inside it.
 */
export const sandboxInAddress = ({ search, hash }: Address): string | null => {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [search, hashQuery]) {
    const value = new URLSearchParams(query).get(ADDRESS_PARAMETER);
    if (value === null) continue;
    return value === '' || isSandboxId(value) ? value : null;
  }
  return null;
};

const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** This tab's sandbox, or null (the default world). */
export const readSandbox = (): string | null => {
  try {
    const value = tabStorage()?.getItem(TAB_KEYS.mockSandbox) ?? null;
    return value !== null && isSandboxId(value) ? value : null;
  } catch {
    return null;
  }
};

/** Takes the address's sandbox for this tab (stores or clears it); answers the tab's sandbox. */
export const adoptSandboxFromAddress = (address: Address): string | null => {
  const named = sandboxInAddress(address);
  try {
    if (named === '') tabStorage()?.removeItem(TAB_KEYS.mockSandbox);
    else if (named !== null) tabStorage()?.setItem(TAB_KEYS.mockSandbox, named);
  } catch {
    // Unavailable storage: the tab stays in the world it was in.
  }
  return readSandbox();
};
