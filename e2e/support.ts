import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type TestInfo,
} from '@playwright/test';
import { MOCK_SANDBOX_HEADER, SCENARIOS } from '@mo/contracts';
import { E2E_MOCK_URL } from './ports';

export type Lang = 'id' | 'en';

/** The language of the running project (projects `id` and `en` of playwright.config.ts). */
export const langOf = (info: TestInfo): Lang => (info.project.metadata as { lang: Lang }).lang;

type Dict = { [key: string]: string | Dict };
/** The portal's own strings, read from its locale files, so tests follow the wording. */
export const strings = (lang: Lang, namespace: string): Dict =>
  JSON.parse(readFileSync(resolve('web/src/locales', lang, `${namespace}.json`), 'utf8')) as Dict;
export const text = (dict: Dict, path: string): string => {
  const value = path.split('.').reduce<string | Dict>((d, k) => (d as Dict)[k] as Dict, dict);
  if (typeof value !== 'string') throw new Error(`no string at ${path}`);
  return value;
};

/**
 * The sandbox a journey runs in (issue 29): its own world of the mock (data, clock, faults,
 * sessions, inbox, journal), made before the journey and deleted after it, so no journey resets
 * a world another one sees. The id comes from the test's id (and its retry), so it is stable.
 */
const sandboxIdOf = (info: TestInfo): string =>
  `e2e-${info.testId.toLowerCase().replace(/[^a-z0-9]+/g, '')}`.slice(0, 26) + `-r${info.retry}`;

const sandboxCall = async (method: 'POST' | 'DELETE', path: string, body?: object) => {
  const res = await fetch(`${E2E_MOCK_URL}/__mock/sandboxes${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, text: await res.text() };
};

/** Back to the seed (the same name Pact uses as a provider state): the journey's sandbox. */
export const resetMock = async (request: APIRequestContext) => {
  const res = await request.post(`${E2E_MOCK_URL}/__mock/scenarios/${SCENARIOS.seeded}`, {
    data: {},
  });
  if (!res.ok()) throw new Error(`reset failed: ${res.status()} ${await res.text()}`);
};

/** The newest code the mock emailed to `email`. */
export const latestCode = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.get(`${E2E_MOCK_URL}/__mock/inbox`, { params: { email } });
  const body = (await res.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no code in the inbox of ${email}`);
  return code;
};

/**
 * Console errors every journey may meet: an error status on one of the portal's own calls to the
 * gateway (/gw/...), which the browser logs as "Failed to load resource"; the journeys that arm
 * such an answer assert what the portal shows for it.
 */
const EXPECTED_EVERYWHERE = (text: string, url: string) =>
  text.startsWith('Failed to load resource') &&
  new URL(url, 'http://x').pathname.startsWith('/gw/');

const allowedIn = new WeakMap<TestInfo, RegExp[]>();
/**
 * Console errors this journey causes on purpose (a chunk it makes fail, scripts it blocks), each
 * matched against "<message> (<url of its source>)". Call it before the page meets them.
 */
export const allowConsoleErrors = (info: TestInfo, ...patterns: RegExp[]) => {
  allowedIn.set(info, [...(allowedIn.get(info) ?? []), ...patterns]);
};

/** What a page said that the journey does not expect: an uncaught error, or a console error. */
function watch(context: BrowserContext, info: TestInfo, found: string[]) {
  context.on('weberror', (webError) => {
    const error = webError.error();
    found.push(`uncaught error on ${webError.page()?.url()}: ${error.stack ?? error.message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url || 'about:blank';
    const said = `${message.text()} (${url})`;
    if (EXPECTED_EVERYWHERE(message.text(), url)) return;
    if ((allowedIn.get(info) ?? []).some((pattern) => pattern.test(said))) return;
    found.push(`console error on ${message.page()?.url()}: ${said}`);
  });
}

/**
 * Every journey's `test` (an eslint rule keeps @playwright/test's own out of the journeys): it
 * fails when any page of the journey, in any browser context it opens, throws an uncaught error
 * ('pageerror') or logs a console error the journey did not allow (allowConsoleErrors). Issue 27,
 * item 14: a PrimeReact error on premium billing went unnoticed by every journey. Its `lang`
 * fixture is the project's language.
 */
export const test = base.extend<{ pageGuard: void; lang: Lang; sandbox: string }>({
  /** The running project's language (langOf), as every journey starts by reading it. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: none
  lang: async ({}, use, info) => use(langOf(info)),
  /**
   * The journey's own sandbox (sandboxIdOf): every request of its browser contexts and of its
   * `request` fixture names it in x-mock-sandbox (through the portal's /gw proxy to the mock).
   */
  sandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: none
    async ({}, use, info) => {
      const id = sandboxIdOf(info);
      await sandboxCall('DELETE', `/${id}`);
      const made = await sandboxCall('POST', '', {
        id,
        label: info.titlePath.join(' › ').slice(0, 80),
      });
      if (made.status !== 200) throw new Error(`sandbox ${id}: ${made.status} ${made.text}`);
      await use(id);
      await sandboxCall('DELETE', `/${id}`);
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ sandbox }, use) => use({ [MOCK_SANDBOX_HEADER]: sandbox }),
  pageGuard: [
    async ({ browser, context, extraHTTPHeaders }, use, info) => {
      const found: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const guard = (target: BrowserContext) => {
        if (watched.has(target)) return;
        watched.add(target);
        watch(target, info, found);
      };
      guard(context);
      // Contexts and pages the journey opens itself (browser.newPage goes through newContext).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext({
          ...options,
          // the journey's sandbox, as its own context has it (unless the journey says otherwise)
          extraHTTPHeaders: { ...extraHTTPHeaders, ...options?.extraHTTPHeaders },
        });
        guard(opened);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(found, 'uncaught page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
