import type { UserProfile } from '@mo/contracts';

/**
 * The spec's browser storage keys (part 1 section 3). Language and the chosen company outlive the
 * session (localStorage); tokens and the profile end with the tab or at sign-out (sessionStorage).
 */
export type Language = 'id' | 'en';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
}

export interface StoredValues {
  selectedLanguage: Language;
  moCompanyId: string;
  moCompanyName: string;
  authenticationToken: string;
  authenticationRefreshToken: string;
  _moUserProfile: UserProfile;
  currentUser: CurrentUser;
  onBoardUsername: string;
  /** The accessible modules (GET auth/accessible-modules). */
  userAccess: string[];
  /**
   * Not spec keys: the flow tokens of password creation (docs/spec-notes.md). The two-factor
   * token of forgot password and the err100 first-time token live here only while the
   * create-new-password page is the destination; leaving it removes them (clearFlowTokens).
   */
  twoFactorToken: string;
  firstTimeToken: string;
}

export type StorageKey = keyof StoredValues;

type Place = 'local' | 'session';
const KEYS: { readonly [K in StorageKey]: { place: Place; json: boolean } } = {
  selectedLanguage: { place: 'local', json: false },
  moCompanyId: { place: 'local', json: false },
  moCompanyName: { place: 'local', json: false },
  authenticationToken: { place: 'session', json: false },
  authenticationRefreshToken: { place: 'session', json: false },
  _moUserProfile: { place: 'session', json: true },
  currentUser: { place: 'session', json: true },
  onBoardUsername: { place: 'session', json: false },
  userAccess: { place: 'session', json: true },
  twoFactorToken: { place: 'session', json: false },
  firstTimeToken: { place: 'session', json: false },
};

export const STORAGE_KEYS = Object.keys(KEYS) as StorageKey[];

// Storage can be missing (server-side tests) or throw (private mode, quota): treat both as empty.
const area = (place: Place): Storage | undefined => {
  try {
    return place === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  const { place, json } = KEYS[key];
  try {
    const raw = area(place)?.getItem(key) ?? null;
    if (raw === null) return null;
    return (json ? JSON.parse(raw) : raw) as StoredValues[K];
  } catch {
    return null;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  const { place, json } = KEYS[key];
  try {
    area(place)?.setItem(key, json ? JSON.stringify(value) : String(value));
  } catch {
    // Full or unavailable storage: the value lives in memory (the store) for this page only.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    area(KEYS[key].place)?.removeItem(key);
  } catch {
    // see writeStored
  }
}

/** Ends the stored session: tokens, profile, access. Language and chosen company stay. */
export function clearSession(): void {
  STORAGE_KEYS.filter((key) => KEYS[key].place === 'session').forEach(removeStored);
}

export const readLanguage = (): Language | null => {
  const stored = readStored('selectedLanguage');
  return stored === 'id' || stored === 'en' ? stored : null;
};

/** Keys of the device, not of a user: they outlive a sign-out (the page language). */
const DEVICE_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>(['selectedLanguage']);
/**
 * sessionStorage keys of the browser tab, not of a user: they outlive a sign-out. The mock
 * insurer's sandbox the tab was opened in (lib/mock-sandbox.ts).
 */
export const TAB_KEYS = { mockSandbox: 'mo.tab.mockSandbox' } as const;
const TAB_KEY_SET: ReadonlySet<string> = new Set(Object.values(TAB_KEYS));
/** Prefix of the portal's own keys outside the spec's table (e.g. `mo.members.selected`). */
const PORTAL_PREFIX = 'mo.';

const keysOf = (storage: Storage): string[] =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null,
  );

/**
 * Sign-out: removes every key of the signed-in user from both storages: the spec's keys (the
 * chosen company too) and the portal's own `mo.` keys (such as the selected member). Only the
 * device's keys stay (the language). sessionStorage is emptied but for the tab's own keys
 * (TAB_KEYS): all else it holds is this tab's user.
 */
export function clearUserData(): void {
  STORAGE_KEYS.filter((key) => !DEVICE_KEYS.has(key)).forEach(removeStored);
  for (const place of ['session', 'local'] as const) {
    try {
      const storage = area(place);
      if (!storage) continue;
      keysOf(storage)
        .filter((key) =>
          place === 'session' ? !TAB_KEY_SET.has(key) : key.startsWith(PORTAL_PREFIX),
        )
        .forEach((key) => storage.removeItem(key));
    } catch {
      // see writeStored
    }
  }
}

/** Removes the password flows' tokens (on leaving the create-new-password page). */
export function clearFlowTokens(): void {
  removeStored('twoFactorToken');
  removeStored('firstTimeToken');
}
