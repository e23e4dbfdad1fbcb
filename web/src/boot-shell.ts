/*
 * index.html's first paint, before the portal's scripts run (issue 30): on a slow phone the
 * portal's code takes seconds to arrive, so the page a signed-out visitor opens (the sign-in area)
 * is drawn at once from a template index.html carries in each language (web/build/boot-shell.ts):
 * its brand bar and its promise, with the form's card waiting for the form. The portal's first
 * render replaces it.
 *
 * This module is the page's only code before that paint: it imports nothing of the portal (an
 * import would bring the portal's shared chunk with it), so the storage keys and the area's path
 * are written out here, and a test holds them to lib/storage.ts and lib/paths.ts.
 */

export type BootLanguage = 'id' | 'en';

/** The id of the sign-in area's template in `language` (web/build/boot-shell.ts writes them). */
export const signInShellId = (language: BootLanguage) => `boot-shell-sign-in-${language}`;
/** The id of the refresh dialog's template in `language`, for a portal that did not load. */
export const loadFailureId = (language: BootLanguage) => `boot-load-failure-${language}`;

/** The template of index.html holding the portal's modulepreload links (web/vite.config.ts). */
export const PORTAL_PRELOADS_ID = 'boot-portal-preloads';

const SIGN_IN_AREA = '#/mo/eb-app-signin/';

/**
 * Whether the address opens the sign-in area for a signed-out visitor: the area itself, or the
 * portal's root, which leads there. A signed-in visitor goes to the dashboard instead (the area's
 * guard), so a stored session shows no sign-in page.
 */
export const opensSignIn = (hash: string, signedIn: boolean): boolean =>
  !signedIn && (['', '#', '#/'].includes(hash) || hash.startsWith(SIGN_IN_AREA));

/** The language the portal will start in: the stored choice (selectedLanguage), else Indonesian. */
export const startLanguage = (stored: string | null): BootLanguage =>
  stored === 'en' ? 'en' : 'id';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    // storage blocked (a private window's policy): the portal starts as for a new visitor
    return null;
  }
};

/**
 * Puts the sign-in area's template of the start language into #root when the address opens that
 * area; leaves index.html's brand mark otherwise. Answers whether it did.
 */
export function showBootShell(
  doc: Document = document,
  local: () => Storage = () => localStorage,
  session: () => Storage = () => sessionStorage,
): boolean {
  const signedIn = Boolean(read(session, 'authenticationToken'));
  if (!opensSignIn(doc.location.hash, signedIn)) return false;
  const language = startLanguage(read(local, 'selectedLanguage'));
  const template = doc.getElementById(signInShellId(language));
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return false;
  root.replaceChildren(template.content.cloneNode(true));
  doc.documentElement.lang = language;
  return true;
}

/**
 * Starts fetching the portal's code, every file at once: the links of index.html's template go
 * into the head (the dev server writes none; its modules come as imported).
 */
export function fetchPortal(doc: Document = document): void {
  const template = doc.getElementById(PORTAL_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content.cloneNode(true));
}

/**
 * When the portal's code does not arrive (a deploy replaced it, the connection dropped): the
 * portal's refresh dialog (components/chunk-error-dialog.tsx) from its template, in the start
 * language, its Refresh focused, instead of a page that waits for ever.
 */
export function showLoadFailure(
  doc: Document = document,
  local: () => Storage = () => localStorage,
  reload: () => void = () => doc.location.reload(),
): void {
  const language = startLanguage(read(local, 'selectedLanguage'));
  const template = doc.getElementById(loadFailureId(language));
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  doc.documentElement.lang = language;
  const refresh = root.querySelector<HTMLButtonElement>('[data-testid="chunk-error-refresh"]');
  refresh?.addEventListener('click', reload);
  refresh?.focus();
}

/** The page's window as afterPaint uses it. */
export type BootWindow = Pick<
  Window,
  'requestAnimationFrame' | 'setTimeout' | 'clearTimeout' | 'document'
> & { PerformanceObserver?: typeof PerformanceObserver };

/** How long the portal waits for the browser to report the page painted, at most. */
export const PAINT_REPORT_WAIT_MS = 500;

/**
 * Runs `start` once the browser reports the page on screen: its first paint, or, with a template
 * put into #root at `shownAt` (performance.now()), that template's paint (as the page's largest).
 * The browser reports a paint once its frame is on screen, a frame or two after the paint task:
 * the portal's code, fetched and run from there, cannot hold that frame back, and it does not
 * share the slow connection with the stylesheets the paint waits for. Where the browser makes no
 * such report, after the next frame (a frame's callback comes just before its paint, a task queued
 * from it just after); without a report in PAINT_REPORT_WAIT_MS (a visitor who scrolled first
 * ends the largest-paint reports), then. A tab opened in the background paints no frames, so
 * there the portal starts at once.
 */
export function afterPaint(
  start: () => void,
  { shownAt, win = window }: { shownAt?: number; win?: BootWindow } = {},
): void {
  if (win.document.visibilityState === 'hidden') {
    start();
    return;
  }
  const type = shownAt === undefined ? 'paint' : 'largest-contentful-paint';
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(type)) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    win.clearTimeout(cap);
    start();
  };
  const observer = new Observer((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= (shownAt ?? 0))) win.setTimeout(go, 0);
  });
  observer.observe({ type, buffered: true });
  const cap = win.setTimeout(go, PAINT_REPORT_WAIT_MS);
}

/*
 * The signed-in frame on a phone (issue 30): a signed-in visitor opening the dashboard on a
 * phone-wide screen sees the portal's header and the dashboard's heading from index.html's
 * template, with their previous sign-in time, before the portal runs. The entry makes the
 * dashboard's last-login call itself (the address and headers the build wrote, FrameCall) and
 * leaves its answer for the portal's client (lib/api-client/early-answers.ts), which takes it
 * instead of asking again when it makes the same call with the same token.
 */

/** The id of the signed-in frame's template in `language` (web/build/boot-shell.ts writes them). */
export const frameShellId = (language: BootLanguage) => `boot-frame-${language}`;
/** The id of index.html's JSON describing the last-login call (FrameCall). */
export const FRAME_CALL_ID = 'boot-frame-call';
/**
 * Where the entry leaves the calls it made for the portal: a property of the page's global
 * object (the portal's code cannot import this module: it would bring it into the portal's
 * shared chunk). lib/api-client/early-answers.ts reads it; a test holds the two to one name.
 */
export const EARLY_CALLS_KEY = '__moEarlyCalls';

/** The words of the frame the entry fills in, in one language (the template's data-words). */
export interface FrameWords {
  /** shell header.userMenu (the user menu's name: "<this>: <user>"). */
  userMenu: string;
  /** dashboard welcome, with {{name}}. */
  welcome: string;
  /** dashboard lastLogin.at, with {{time}}. */
  lastLoginAt: string;
  /** dashboard lastLogin.none. */
  lastLoginNone: string;
  /** The short month names of the portal's dates. */
  months: string[];
}

/** The last-login call as the portal makes it (web/build/boot-shell.ts frameCall). */
export interface FrameCall {
  url: string;
  /** The gateway headers with fixed values. */
  headers: Record<string, string>;
  timestampHeader: string;
  referenceHeader: string;
  sandboxHeader: string;
  /** Whether the build sends the tab's mock sandbox (config.mockSandboxes). */
  sandboxes: boolean;
}

/** An answer as the entry read it: the HTTP status and the parsed body. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/** A call the entry made, for the portal's client to take once (lib/api-client/early-answers.ts). */
export interface EarlyCall {
  method: 'GET';
  url: string;
  /** The Authorization header it carried. */
  authorization: string;
  /** The x-mock-sandbox header it carried, or null. */
  sandbox: string | null;
  /** Its answer, or null when none came (the network failed, the body was not JSON). */
  answer: Promise<EarlyAnswer | null>;
}

const HOME = '#/mo/eb-app-base/landing/home';
/** Below this width the side menu is an overlay, closed at first (shell-layout.css). */
export const PHONE_FRAME_QUERY = '(max-width: 56.25rem)';

/** Whether the address opens the dashboard for a signed-in visitor (it, or the root). */
export const opensDashboard = (hash: string, signedIn: boolean): boolean =>
  signedIn && (['', '#', '#/', HOME, `${HOME}/`].includes(hash) || hash.startsWith(`${HOME}?`));

const pad = (n: number) => String(n).padStart(2, '0');
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant on Jakarta's clock as the portal shows date-times (DD MMM YYYY, h:mm A). */
export const jakartaDateTime = (ms: number, months: readonly string[]): string => {
  const wall = new Date(ms + JAKARTA_OFFSET_MS);
  const hours = wall.getUTCHours();
  return `${pad(wall.getUTCDate())} ${months[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ${hours % 12 || 12}:${pad(wall.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** The dashboard's last-login line (features/dashboard LastLogin) for an answer's time. */
export const lastLoginLine = (time: string | null, words: FrameWords): string => {
  const instant = time === null ? Number.NaN : Date.parse(time);
  return Number.isNaN(instant)
    ? words.lastLoginNone
    : words.lastLoginAt.replace('{{time}}', jakartaDateTime(instant, words.months));
};

interface StoredProfile {
  name: string;
  companyName?: string;
  companyDetails?: { id: string; companyName: string }[];
}

const readJson = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

const isProfile = (value: unknown): value is StoredProfile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredProfile).name === 'string' &&
  (value as StoredProfile).name !== '' &&
  ((value as StoredProfile).companyDetails ?? []).every(
    (company) => typeof company?.id === 'string' && typeof company.companyName === 'string',
  );

/** The header's company as the portal restores it: the stored one the profile lists, else its first. */
const companyShown = (profile: StoredProfile, local: () => Storage): string => {
  const companies = profile.companyDetails ?? [];
  const storedId = read(local, 'moCompanyId');
  const stored = companies.find((company) => company.id === storedId);
  return stored?.companyName ?? companies[0]?.companyName ?? profile.companyName ?? '';
};

const randomReference = (crypto: Crypto | undefined): string => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint32Array(32);
  crypto?.getRandomValues(bytes);
  return Array.from(bytes, (n) => letters[n % letters.length]).join('');
};

/** The page's window as showBootFrame uses it. */
export type FrameWindow = Pick<Window, 'matchMedia' | 'fetch' | 'crypto'> & {
  [EARLY_CALLS_KEY]?: EarlyCall[];
};

/**
 * Makes the last-login call as the portal would, leaves it for the portal's client, and
 * answers its `previousLoginTime` (undefined when the call did not succeed).
 */
const callLastLogin = (
  call: FrameCall,
  token: string,
  sandbox: string | null,
  win: FrameWindow,
  now: () => Date,
): Promise<string | null | undefined> => {
  const authorization = `Bearer ${token}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...call.headers,
    [call.timestampHeader]: now().toISOString(),
    [call.referenceHeader]: randomReference(win.crypto),
    Authorization: authorization,
  };
  if (sandbox) headers[call.sandboxHeader] = sandbox;
  const answer: Promise<EarlyAnswer | null> = win
    .fetch(call.url, { headers, credentials: 'same-origin' })
    .then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }))
    .catch(() => null);
  (win[EARLY_CALLS_KEY] ??= []).push({
    method: 'GET',
    url: call.url,
    authorization,
    sandbox,
    answer,
  });
  return answer.then((got) => {
    const body = got?.body as { status?: unknown; data?: { previousLoginTime?: unknown } } | null;
    const time = body?.status === 'success' ? body.data?.previousLoginTime : undefined;
    return typeof time === 'string' || time === null ? time : undefined;
  });
};

/**
 * Puts the signed-in frame of the start language into #root when a signed-in visitor opens the
 * dashboard on a phone-wide screen (a broker's header holds a company dropdown: their dashboard
 * keeps the brand mark), and makes the last-login call. Answers null when it did not draw it,
 * else when the last-login line went on the page (performance.now()), or null when the call did
 * not succeed and the portal will draw the line.
 */
export function showBootFrame(
  doc: Document = document,
  local: () => Storage = () => localStorage,
  session: () => Storage = () => sessionStorage,
  win: FrameWindow = window,
  now: () => Date = () => new Date(),
): Promise<number | null> | null {
  const token = read(session, 'authenticationToken');
  if (!opensDashboard(doc.location.hash, Boolean(token)) || !token) return null;
  if (!win.matchMedia?.(PHONE_FRAME_QUERY).matches) return null;
  const profile = readJson(read(session, '_moUserProfile'));
  if (!isProfile(profile) || (profile.companyDetails ?? []).length > 1) return null;
  // the dashboard's module (lib/module-access.ts home; contracts hasModule): without it the
  // portal shows its no-access page there
  const modules = readJson(read(session, 'userAccess'));
  const home = Array.isArray(modules) && modules.some((m) => String(m).toLowerCase() === 'home');
  if (!home) return null;
  const call = readJson(doc.getElementById(FRAME_CALL_ID)?.textContent ?? null) as FrameCall | null;
  const language = startLanguage(read(local, 'selectedLanguage'));
  const template = doc.getElementById(frameShellId(language));
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root || !call) return null;
  const words = readJson(template.dataset.words ?? null) as FrameWords | null;
  if (!words) return null;
  const frame = template.content.cloneNode(true) as DocumentFragment;
  const slot = (name: string) => frame.querySelector<HTMLElement>(`[data-boot-slot="${name}"]`)!;
  frame.querySelector('[data-testid="company-name"]')!.textContent = companyShown(profile, local);
  slot('user-menu').querySelector('.p-button-label')!.textContent = profile.name;
  slot('user-menu').setAttribute('aria-label', `${words.userMenu}: ${profile.name}`);
  slot('welcome').textContent = words.welcome.replace('{{name}}', profile.name);
  // filled in: the frame's markup is now the portal's
  frame
    .querySelectorAll('[data-boot-slot]')
    .forEach((filled) => filled.removeAttribute('data-boot-slot'));
  // A tab of a sandbox named in the address adopts it when the portal runs: its call waits.
  const address = `${doc.location.search}${doc.location.hash}`;
  const sandbox = call.sandboxes ? read(session, 'mo.tab.mockSandbox') : null;
  const time =
    call.sandboxes && /[?&]sandbox=/.test(address)
      ? Promise.resolve(undefined)
      : callLastLogin(call, token, sandbox, win, now);
  root.replaceChildren(frame);
  doc.documentElement.lang = language;
  return time.then((previous) => {
    const placeholder = root.querySelector('[data-testid="last-login-slot"]');
    if (previous === undefined || !placeholder) return null;
    // A new element, not new text in the placeholder: the browser reports an element's paint
    // once, so the line counts as the page's largest paint only as an element of its own.
    const line = doc.createElement('p');
    line.className = 'dashboard__last-login';
    line.dataset.testid = 'last-login';
    line.textContent = lastLoginLine(previous, words);
    placeholder.replaceWith(line);
    return performance.now();
  });
}

/**
 * How long the portal's code waits for the frame's last-login line, at most: on a slow
 * connection the call's answer is one round trip after the frame, and the portal waits no
 * longer than about two.
 */
export const FRAME_LINE_WAIT_MS = 600;
