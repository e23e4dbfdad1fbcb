import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SCENARIOS, type ScenarioName } from '@mo/contracts';
import { E2E_MOCK_URL } from './ports';
import { latestCode, strings, text, type Lang } from './support';

/** Hash routes of the portal (web/src/lib/paths.ts), as the browser sees them. */
export const URLS = {
  signIn: '/#/mo/eb-app-signin/landing/sign-in',
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
  if (process.env.E2E_SCREENSHOTS === '1') {
    await page.screenshot({
      path: `test-results/e2e/screens/${screen}-${lang}.png`,
      fullPage: true,
    });
  }
  const axe = new AxeBuilder({ page });
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

export { SCENARIOS };
