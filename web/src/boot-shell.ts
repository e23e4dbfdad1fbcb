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
