import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API_AREAS,
  CALL_ROUTES,
  gatewayHeaderValues,
  SCENARIOS,
  TEST_CLOCK_START,
  type ScenarioName,
  type UserProfile,
} from '@mo/contracts';
import { E2E_MOCK_URL } from './ports';
import { latestCode, strings, text, type Lang } from './support';

/** Hash routes of the portal (web/src/lib/paths.ts), as the browser sees them. */
export const URLS = {
  signIn: '/#/mo/eb-app-signin/landing/sign-in',
  home: '/#/mo/eb-app-base/landing/home',
  forgotPassword: '/#/mo/eb-app-signin/landing/signin-forgot-password',
  contactUs: '/#/mo/eb-app-signin/landing/signin-contact-us',
} as const;
export const AT = {
  signIn: /#\/mo\/eb-app-signin\/landing\/sign-in$/,
  mfa: /#\/mo\/eb-app-signin\/landing\/signin-mfa-email-otp$/,
  forgotPassword: /#\/mo\/eb-app-signin\/landing\/signin-forgot-password$/,
  forgotOtp: /#\/mo\/eb-app-signin\/landing\/signin-email-otp$/,
  createNewPassword: /#\/mo\/eb-app-signin\/landing\/signin-create-new-password\//,
  success: /#\/mo\/eb-app-signin\/landing\/signin-new-password-success$/,
  home: /#\/mo\/eb-app-base\/landing\/home$/,
  maintenance: /#\/mo\/system-maintenance$/,
} as const;

/** A sign-in as the user types it. */
export interface Credentials {
  email: string;
  password: string;
}

/** Arms a contracts SCENARIOS name on the mock insurer; answers what the mock answered. */
export const armScenario = async <T = Record<string, unknown>>(
  request: APIRequestContext,
  name: ScenarioName,
  params: Record<string, unknown> = {},
): Promise<T> => {
  const res = await request.post(`${E2E_MOCK_URL}/__mock/scenarios/${name}`, { data: params });
  if (!res.ok()) throw new Error(`scenario ${name} failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data?: T } & T;
  return body.data ?? body;
};

/** Moves the mock insurer's clock (codes, tokens and maintenance windows follow it). */
export const advanceMockClock = async (request: APIRequestContext, advanceSeconds: number) => {
  const res = await request.post(`${E2E_MOCK_URL}/__mock/clock`, { data: { advanceSeconds } });
  if (!res.ok()) throw new Error(`clock failed: ${res.status()} ${await res.text()}`);
};

/** Every page load starts in `lang` unless the user picked one (the portal's own storage key). */
export const preferLanguage = async (page: Page, lang: Lang) => {
  const value = JSON.stringify(lang);
  await page.addInitScript(
    `if (!localStorage.getItem('selectedLanguage')) localStorage.setItem('selectedLanguage', ${value});`,
  );
};

/** Opens the sign-in page and chooses the language with the page's switch. */
export const openSignIn = async (page: Page, lang: Lang) => {
  await page.goto(URLS.signIn);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  if (lang === 'en') await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

/** Fills the sign-in form and submits it (the page must be open). */
export const submitSignIn = async (page: Page, lang: Lang, { email, password }: Credentials) => {
  const auth = strings(lang, 'auth');
  await page.getByLabel(text(auth, 'signIn.email'), { exact: true }).fill(email);
  await page.getByLabel(text(auth, 'signIn.password'), { exact: true }).fill(password);
  await page.getByTestId('sign-in-submit').click();
};

/** The code field of either code page. */
export const codeField = (page: Page, lang: Lang) =>
  page.getByLabel(text(strings(lang, 'auth'), 'mfa.code'), { exact: true });

/** Reads the newest emailed code of `email` and submits it on the open code page. */
export const enterLatestCode = async (
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  email: string,
) => {
  const code = await latestCode(request, email);
  await codeField(page, lang).fill(code);
  await page.getByTestId('otp-submit').click();
};

/** Sign-in page → password → the second-factor code page. */
export const signInToCodePage = async (page: Page, lang: Lang, user: Credentials) => {
  await openSignIn(page, lang);
  await submitSignIn(page, lang, user);
  await expect(page).toHaveURL(AT.mfa);
  await expect(page.getByTestId('otp-countdown')).toBeVisible();
};

/** The whole sign-in, to the dashboard of the user's company. */
export const signInToDashboard = async (
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  user: Credentials,
) => {
  await signInToCodePage(page, lang, user);
  await enterLatestCode(page, request, lang, user.email);
  await expectDashboard(page, lang);
};

let requestCount = 0;
/** Calls the mock insurer's API as the portal does (gateway headers, the session's token). */
const callAsPortal = async <T>(
  request: APIRequestContext,
  route: (typeof CALL_ROUTES)[keyof typeof CALL_ROUTES],
  accessToken: string,
): Promise<T> => {
  const res = await request.fetch(`${E2E_MOCK_URL}${API_AREAS[route.area]}${route.path}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      // The mock's clock starts here (playwright.config.ts); the test never reads the wall clock.
      ...gatewayHeaderValues(TEST_CLOCK_START, `e2e-${route.id}-${(requestCount += 1)}`),
    },
  });
  if (!res.ok()) throw new Error(`${route.id} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

/** What the tab of a signed-in user holds (the portal's storage keys, web/src/lib/storage.ts). */
interface StoredSession {
  lang: Lang;
  accessToken: string;
  refreshToken: string;
  modules: string[];
  profile: UserProfile;
}

/**
 * Runs in the page before the portal's own scripts, once per tab (window.name marks the tab, so
 * a later sign-out and reload stay signed out): the storage a signed-in tab holds, chosen company
 * as the sign-in chooses it (the stored one if it is the user's, else the first).
 */
const restoreStoredSession = (stored: StoredSession) => {
  const MARK = 'mo-e2e-session-restored';
  if (window !== window.top || window.name === MARK) return;
  window.name = MARK;
  if (!localStorage.getItem('selectedLanguage'))
    localStorage.setItem('selectedLanguage', stored.lang);
  sessionStorage.setItem('authenticationToken', stored.accessToken);
  sessionStorage.setItem('authenticationRefreshToken', stored.refreshToken);
  sessionStorage.setItem('userAccess', JSON.stringify(stored.modules));
  sessionStorage.setItem('_moUserProfile', JSON.stringify(stored.profile));
  const { id, name, email } = stored.profile;
  sessionStorage.setItem('currentUser', JSON.stringify({ id, name, email }));
  const companies = stored.profile.companyDetails;
  const storedId = localStorage.getItem('moCompanyId');
  const company = companies.find((c) => c.id === storedId) ?? companies[0];
  if (company) {
    localStorage.setItem('moCompanyId', company.id);
    localStorage.setItem('moCompanyName', company.companyName);
  }
};

/**
 * The dashboard of a signed-in user without the sign-in screens, for journeys about something
 * else: the mock opens the session (`signed-in` scenario: what the code step ends with), the
 * portal's own calls after the code (validate access, modules, profile) fill the tab's storage as
 * the sign-in leaves it, and the portal opens as a reload of that signed-in tab does
 * (loadStoredSession). Must run before the page's first goto. The sign-in itself is proved by
 * sign-in, session and access journeys (signInToDashboard).
 */
export const signInFast = async (
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  user: Pick<Credentials, 'email'>,
  /** Where the browser opens, signed in (a deep link); the dashboard when left out. */
  at?: string,
) => {
  const { accessToken, refreshToken } = await armScenario<{
    accessToken: string;
    refreshToken: string;
  }>(request, SCENARIOS.signedIn, { userName: user.email });
  await callAsPortal(request, CALL_ROUTES.validateAccess, accessToken);
  const { modules } = await callAsPortal<{ modules: string[] }>(
    request,
    CALL_ROUTES.accessibleModules,
    accessToken,
  );
  const profile = await callAsPortal<UserProfile>(request, CALL_ROUTES.userProfile, accessToken);
  const stored: StoredSession = { lang, accessToken, refreshToken, modules, profile };
  await page.addInitScript(restoreStoredSession, stored);
  if (at !== undefined) {
    await page.goto(at);
    return;
  }
  await page.goto(URLS.home);
  await expectDashboard(page, lang);
};

/**
 * signInFast on a device whose every page load starts in `lang` (preferLanguage): for journeys
 * that reload or sign in again, or whose user's profile prefers another language.
 */
export const signInFastPreferring = async (...args: Parameters<typeof signInFast>) => {
  const [page, , lang] = args;
  await preferLanguage(page, lang);
  await signInFast(...args);
};

export const expectDashboard = async (page: Page, lang: Lang) => {
  await expect(page).toHaveURL(AT.home);
  await expect(
    page.getByRole('heading', { name: text(strings(lang, 'dashboard'), 'title'), level: 1 }),
  ).toBeVisible();
};

/** The locale template as a pattern: each {{value}} matches `values[name]` or anything. */
export const templatePattern = (template: string, values: Record<string, string> = {}): RegExp =>
  new RegExp(
    template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (name) return values[name] ?? '.+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join(''),
  );

/**
 * axe-core's minified build (the package's `source` is its readable axe.js, 1.5 MB against 0.65
 * MB): each document the journeys audit receives it once, through the DevTools protocol, where
 * its size is most of its cost on a loaded machine (570 ms a document with axe.js).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Puts axe-core into the page's document unless it is there already (a new page load clears it). */
const axeIntoPage = async (page: Page): Promise<void> => {
  if (await page.evaluate('typeof window.axe !== "undefined"')) return;
  await page.evaluate(AXE_SOURCE);
};

/**
 * AxeBuilder over the axe-core the document already holds (axeIntoPage before each analysis):
 * AxeBuilder evaluates the whole axe-core source (half a megabyte) twice per analysis otherwise,
 * about 0.4 s of CPU per audit of a screen after the first in a document, 80-odd audits a run.
 * The statement it evaluates instead only asks for axe to be there.
 */
class AxeInPage extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({
      page: target,
      axeSource:
        'if (typeof window.axe === "undefined") throw new Error("axe-core is not in the page");',
    });
  }

  override async analyze() {
    await axeIntoPage(this.target);
    return super.analyze();
  }
}

/**
 * Axe for the current page: every rule, run in the page itself (legacy mode: the portal has no
 * frames to combine, so axe's partial runs and the extra page it opens to merge them cost seconds of
 * CPU per audit and find nothing more), reporting violations only (passes and incomplete results
 * are not read).
 */
export const axeFor = (page: Page) =>
  new AxeInPage(page).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * Axe on the current screen (no serious or critical violation) and, when the gallery is being made
 * (`npm run screenshots` sets E2E_SCREENSHOTS=1), a full-page screenshot in
 * test-results/e2e/screens/<screen>-<lang>.png. `npm test` leaves the pictures out: they cost
 * minutes of CPU on a two-core machine and assert nothing.
 */
export const auditScreen = async (
  page: Page,
  screen: string,
  lang: Lang,
  /** Elements left out of the audit: only for a reported, known product bug. */
  knownBugs: string[] = [],
) => {
  // The screen as it settles: no dialog, drawer or panel still fading in or out (PrimeReact's
  // transitions ignore reduced motion), in the picture or in the audit (a panel closed just before
  // is not part of the screen).
  await expect(page.locator('[class*="-enter-active"], [class*="-exit-active"]')).toHaveCount(0);
  if (process.env.E2E_SCREENSHOTS === '1') {
    // The dashboard draws each chart as its box comes near the screen (features/dashboard
    // charts.tsx): each one still waiting is scrolled to first, so the full-page picture shows
    // them drawn.
    const undrawn = page.locator('[role="img"][aria-busy="true"]');
    await expect
      .poll(async () => {
        const left = await undrawn.count();
        if (left > 0) await undrawn.first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
        return left;
      })
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `test-results/e2e/screens/${screen}-${lang}.png`,
      fullPage: true,
    });
  }
  const axe = axeFor(page);
  for (const selector of knownBugs) axe.exclude(selector);
  const results = await axe.analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) =>
        `${screen}: ${v.id}: ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    ),
    `axe on ${screen}`,
  ).toEqual([]);
};

/** A common laptop screen (issue 27, item 13): its tables are wider than their cards. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/**
 * `cell` is on screen across: inside the window's width and inside the visible part of its table's
 * own scroll box (a cell scrolled under the box's edge is clipped there, off the user's view).
 */
export const expectInTableView = async (cell: Locator) => {
  const box = await cell.boundingBox();
  const view = await cell.evaluate((element) => {
    const wrapper = element.closest('.p-datatable-wrapper')?.getBoundingClientRect();
    return {
      left: Math.max(0, wrapper?.left ?? 0),
      right: Math.min(window.innerWidth, wrapper?.right ?? window.innerWidth),
    };
  });
  expect(box, 'the cell is laid out').not.toBeNull();
  expect(box!.x, 'left edge in view').toBeGreaterThanOrEqual(view.left - 1);
  expect(box!.x + box!.width, 'right edge in view').toBeLessThanOrEqual(view.right + 1);
};

export { SCENARIOS };

/**
 * Every request of the page for an icon font (PrimeIcons' or any other), from now on: screens
 * that draw their icons as inline SVG must leave it empty (a 35 kB font is one more slow transfer
 * before a phone's first paint).
 */
export const iconFontRequests = (page: Page): string[] => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /primeicons/.test(r.url())) fonts.push(r.url());
  });
  return fonts;
};
