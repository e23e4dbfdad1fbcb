import { DEMO_USERS } from '@mo/contracts';
import { HR_COMPANY_NAME } from '@mo/fixtures';
import { auditScreen, axeFor, iconFontRequests } from './flows';
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, latestCode, strings, test, text } from './support';

const SIGN_IN = '/#/mo/eb-app-signin/landing/sign-in';

test('the HR user signs in with the emailed code and reaches the dashboard of their company', async ({
  page,
  request,
  lang,
}) => {
  const auth = strings(lang, 'auth');
  const dashboard = strings(lang, 'dashboard');

  // The root redirects to the sign-in area (spec part 1 section 2).
  await page.goto('/');
  await expect(page).toHaveURL(/#\/mo\/eb-app-signin\/landing\/sign-in$/);
  // Indonesian is the default; English is chosen on the page.
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  if (lang === 'en') await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { name: text(auth, 'signIn.title') })).toBeVisible();

  await page.getByLabel(text(auth, 'signIn.email'), { exact: true }).fill(DEMO_USERS.hr.email);
  await page
    .getByLabel(text(auth, 'signIn.password'), { exact: true })
    .fill(DEMO_USERS.hr.password);
  await page.getByTestId('sign-in-submit').click();

  await expect(page).toHaveURL(/signin-mfa-email-otp/);
  await expect(page.getByRole('heading', { name: text(auth, 'mfa.title') })).toBeVisible();
  const code = await latestCode(request, DEMO_USERS.hr.email);
  await page.getByLabel(text(auth, 'mfa.code'), { exact: true }).fill(code);
  await page.getByTestId('otp-submit').click();

  await expect(page).toHaveURL(/#\/mo\/eb-app-base\/landing\/home$/);
  await expect(
    page.getByRole('heading', { name: text(dashboard, 'title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText(HR_COMPANY_NAME);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);

  // The policy dropdown lists the company's policies from the mock insurer.
  const dropdown = page.getByTestId('policy-dropdown');
  await expect(dropdown).toBeVisible();
  await dropdown.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  // Closed again for the screenshot and the audit: the dashboard as it first shows.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-premiumBilling-total')).toBeVisible();
  // Every amount (up to billions of rupiah with cents) fits its card: none runs into the next.
  const crowded = await page.locator('.dashboard-amounts').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const values = Array.from(list.querySelectorAll('dd'));
      return values.flatMap((value, i) => {
        const box = value.getBoundingClientRect();
        const overlaps = values
          .slice(i + 1)
          .map((other) => other.getBoundingClientRect())
          .some(
            (o) =>
              o.left < box.right && box.left < o.right && o.top < box.bottom && box.top < o.bottom,
          );
        return value.scrollWidth > value.clientWidth || overlaps ? [value.textContent] : [];
      });
    }),
  );
  expect(crowded).toEqual([]);
  await auditScreen(page, 'dashboard', lang);
});

test('the portal paints the sign-in page first, never a loader before it', async ({ page }) => {
  // What the page shows before the sign-in form, recorded from the document's first node on: the
  // portal starts its router before it renders (main.tsx), so the form is the first screen.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenBeforeForm: string[] }).seenBeforeForm = seen;
    new MutationObserver(() => {
      if (seen.includes('form')) return;
      // (the loader in index.html's sign-in template is the page before the portal runs)
      const loaders = Array.from(document.querySelectorAll('[data-testid="page-loader"]'));
      if (loaders.some((l) => !l.closest('[data-testid="boot-shell"]'))) seen.push('loader');
      if (document.querySelector('[data-testid="sign-in-submit"]')) seen.push('form');
    }).observe(document, { childList: true, subtree: true });
  });
  for (const address of ['/', SIGN_IN]) {
    await page.goto(address);
    await expect(page.getByTestId('sign-in-submit')).toBeVisible();
    await expect(page).toHaveURL(/#\/mo\/eb-app-signin\/landing\/sign-in$/);
    const seen = await page.evaluate(
      () => (window as unknown as { seenBeforeForm: string[] }).seenBeforeForm,
    );
    expect(seen[0]).toBe('form');
  }
});

/** The portal's scripts: every file but the page's entry and its chunk loader (boot.ts). */
const PORTAL_SCRIPTS = /\/assets\/(?!index-|chunk-loader-)[^/]+\.js$/;
/** Holds the portal's scripts unanswered: the page as a slow phone shows it before they arrive. */
const holdPortalScripts = (page: Page) => page.route(PORTAL_SCRIPTS, () => {});

test('before the portal runs the page shows the sign-in area in the chosen language, where the portal then draws it', async ({
  page,
  lang,
}) => {
  // index.html's own first paint (web/build/boot-shell.ts, src/boot-shell.ts): on a slow phone
  // the portal's scripts take seconds more.
  const auth = strings(lang, 'auth');
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await holdPortalScripts(page);
  await page.goto(SIGN_IN);
  const shell = page.getByTestId('boot-shell');
  await expect(shell).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const heading = page.locator('.auth-hero__heading');
  await expect(heading).toHaveText(text(auth, 'brand.heading'));
  await expect(shell.getByRole('status')).toBeVisible();
  // nothing to type into before the portal runs: what a visitor typed would be lost
  await expect(shell.locator('input, button')).toHaveCount(0);
  const before = {
    mark: await page.locator('.brand-logo__mark').boundingBox(),
    heading: await heading.boundingBox(),
  };
  await page.unroute(PORTAL_SCRIPTS);
  await page.reload();
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  // React's first render replaced it, and the brand and the promise sit where they were.
  await expect(shell).toHaveCount(0);
  const after = {
    mark: await page.locator('.auth-topbar .brand-logo__mark').boundingBox(),
    heading: await heading.boundingBox(),
  };
  for (const part of ['mark', 'heading'] as const) {
    expect(before[part], part).not.toBeNull();
    expect(after[part], part).not.toBeNull();
    expect(Math.abs(after[part]!.x - before[part]!.x), part).toBeLessThanOrEqual(1);
    expect(Math.abs(after[part]!.y - before[part]!.y), part).toBeLessThanOrEqual(2);
    expect(after[part]!.width, part).toBeCloseTo(before[part]!.width, 0);
  }
});

test('pages after sign-in keep the brand mark until the portal draws them', async ({ page }) => {
  await holdPortalScripts(page);
  await page.goto('/#/mo/eb-app-contactus/landing/contact-us');
  await expect(page.locator('.boot-splash__mark')).toBeVisible();
  await expect(page.getByTestId('boot-shell')).toHaveCount(0);
});

test('a portal whose code does not arrive offers Refresh, in the chosen language', async ({
  page,
  lang,
}, info) => {
  // the browser logs the blocked scripts, and the page's entry says why it shows the dialog
  allowConsoleErrors(
    info,
    /^Failed to load resource: net::ERR_FAILED \(.*\.js\)$|^the portal did not load/,
  );
  const common = strings(lang, 'common');
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await page.route(PORTAL_SCRIPTS, (route) => route.abort());
  await page.goto(SIGN_IN);
  const dialog = page.getByRole('alertdialog', { name: text(common, 'chunkErrorDialog.title') });
  await expect(dialog).toBeVisible();
  const refresh = dialog.getByRole('button', { name: text(common, 'chunkErrorDialog.refresh') });
  await expect(refresh).toBeFocused();
  await page.unroute(PORTAL_SCRIPTS);
  await refresh.click();
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
});

test('a wrong password shows the catalogue message under the password field', async ({
  page,
  lang,
}) => {
  const errors = strings(lang, 'errors');
  await page.goto(SIGN_IN);
  if (lang === 'en') await page.getByTestId('language-en').click();
  const auth = strings(lang, 'auth');
  await page.getByLabel(text(auth, 'signIn.email'), { exact: true }).fill(DEMO_USERS.hr.email);
  await page.getByLabel(text(auth, 'signIn.password'), { exact: true }).fill('Wrong#Pass1');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByText(text(errors, 'wrongCredentials'))).toBeVisible();
  await expect(page).toHaveURL(/sign-in$/);
});

test('the sign-in page comes in seven scripts and two stylesheets, all named in index.html', async ({
  page,
}) => {
  // Each file past six waits for a connection over HTTP/1.1: the page's entry, the portal, its
  // shared code and vendors, and the sign-in area with its shared components and texts in one
  // chunk (web/vite.config.ts), all fetched from index.html at once.
  const files: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet'].includes(r.resourceType())) files.push(new URL(r.url()).pathname);
  });
  const html = await (await page.request.get('/')).text();
  await page.goto(SIGN_IN);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  const unique = [...new Set(files)];
  expect(unique.filter((f) => f.endsWith('.js')).length).toBeLessThanOrEqual(7);
  expect(unique.filter((f) => f.endsWith('.css')).length).toBeLessThanOrEqual(2);
  for (const file of unique) expect(html).toContain(file);
  // each fetched once: index.html links the area's stylesheet as one, so the chunk loader finds it
  // instead of linking it again and waiting for that second load before the area's code runs
  expect(files).toEqual(unique);
  expect(html).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/sign-in-area-[^"]+\.css">/);
});

test('the screens before sign-in draw their icons without fetching the icon font', async ({
  page,
  lang,
}) => {
  // The icon font (35 kB) would be one more round trip before the sign-in page's first paint on
  // a slow phone: these screens draw PrimeIcons as inline SVG (components/plain/prime-icons.tsx).
  const fonts = iconFontRequests(page);
  const auth = strings(lang, 'auth');
  await page.goto(SIGN_IN);
  if (lang === 'en') await page.getByTestId('language-en').click();
  await expect(page.locator('.auth-hero__promo svg[data-icon="heart-fill"]')).toBeVisible();
  await page.getByLabel(text(auth, 'signIn.email'), { exact: true }).fill(DEMO_USERS.hr.email);
  await page.getByLabel(text(auth, 'signIn.password'), { exact: true }).fill('Wrong#Pass1');
  await expect(page.locator('.password-field svg[data-icon="eye"]')).toBeVisible();
  await page.locator('.password-field__toggle').click();
  await expect(page.locator('.password-field svg[data-icon="eye-slash"]')).toBeVisible();
  await page.getByTestId('sign-in-submit').click();
  await expect(page.locator('.field-message svg[data-icon="times-circle"]')).toBeVisible();
  await page.getByTestId('contact-us-link').click();
  await expect(page.locator('.contact-list svg[data-icon="whatsapp"]')).toBeVisible();
  await expect(page.locator('a svg[data-icon="arrow-left"]')).toBeVisible();
  expect(fonts).toEqual([]);
  // nor do they hold the font's rules: those load with the signed-in frame (features/shell)
  const iconRules = await page.evaluate(
    () =>
      Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).filter((rule) => rule.cssText.includes('primeicons')),
      ).length,
  );
  expect(iconRules).toBe(0);
});

test('the sign-in page has no serious or critical accessibility violation', async ({
  page,
  lang,
}) => {
  await page.goto(SIGN_IN);
  if (lang === 'en') await page.getByTestId('language-en').click();
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  await page.screenshot({
    path: `test-results/e2e/screens/sign-in-${lang}.png`,
    fullPage: true,
  });
  const results = await axeFor(page).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // The audits of later screens reuse the axe-core this one put in the page (e2e/flows.ts): it
  // still reads the page as it is then, and an image without a text alternative fails it.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.getElementById('main')?.append(image);
  });
  const again = await axeFor(page).analyze();
  expect(again.violations.map((v) => v.id)).toContain('image-alt');
});
