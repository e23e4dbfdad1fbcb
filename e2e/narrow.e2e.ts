import type { Page } from '@playwright/test';
import { DEMO_USERS } from '@mo/contracts';
import {
  AT,
  URLS,
  auditScreen,
  expectDashboard,
  iconFontRequests,
  openSignIn,
  preferLanguage,
  signInFast,
  signInFastPreferring,
  signInToDashboard,
  templatePattern,
} from './flows';
import { HR_COMPANY_NAME } from '@mo/fixtures';
import { expect, type Lang, strings, test, text } from './support';

/*
 * The portal on a phone (390 × 844): the side menu behind the header's menu button, every main
 * screen within the width (a wide table scrolls inside its card, never the page), forms in one
 * column. The screens are photographed as narrow-<screen>-<lang>.png for the gallery.
 */

const WIDTH = 390;
/** The portal's scripts (all but the page's entry and the chunk loader). */
const PORTAL_SCRIPTS = /\/assets\/(?!index-|chunk-loader-)[^/]+\.js$/;
const POLICY_LIST = /#\/mo\/eb-app-policy-benefit\/landing\/list$/;
const MEMBERS = /#\/mo\/eb-app-member\/overview\/landing$/;

/** No horizontal page scroll: the document is no wider than the screen. */
const expectFits = async (page: Page, screen: string) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${screen} is wider than ${WIDTH} px`,
    })
    .toBeLessThanOrEqual(WIDTH);

/** The screen from its top (a sticky header mid-page spoils a full-page photo), then audited. */
const photograph = async (page: Page, screen: string, lang: Lang) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await auditScreen(page, screen, lang);
};

/** Opens the side menu from the header and follows one of its entries. */
const viaMenu = async (page: Page, entry: string) => {
  await page.getByTestId('menu-button').click();
  await page.getByTestId(`side-menu-${entry}`).click();
  await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTH, height: 844 } });

  test('an HR user signs in, uses the menu and every main screen fits the width', async ({
    page,
    request,
    lang,
  }) => {
    test.setTimeout(180_000);
    const shell = strings(lang, 'shell');
    await preferLanguage(page, lang);

    // chart.js's chunk (features/dashboard chart-canvas.tsx), fetched with the first chart drawn
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/chart-canvas-[^/]*\.js$/.test(new URL(request.url()).pathname))
        chartCode.push(request.url());
    });
    await openSignIn(page, lang);
    await expectFits(page, 'sign-in');
    await photograph(page, 'narrow-sign-in', lang);
    await signInToDashboard(page, request, lang, DEMO_USERS.hr);

    // The menu is closed at first; the header keeps the user menu on screen.
    const menuButton = page.getByTestId('menu-button');
    const menu = page.getByRole('navigation', { name: text(shell, 'menu.label') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('user-menu-button')).toBeInViewport();
    await expectFits(page, 'dashboard');
    // Every chart is below the first screen: none is drawn (nor chart.js loaded) until the reader
    // scrolls near it (features/dashboard charts.tsx); the one scrolled to is drawn, in place.
    const undrawn = page.locator('[role="img"][aria-busy="true"]');
    await expect(undrawn).toHaveCount(4);
    expect(chartCode).toEqual([]);
    const lastChart = page.getByTestId('dashboard-chart-claimPaid');
    await lastChart.scrollIntoViewIfNeeded();
    await expect(lastChart.locator('canvas')).toBeVisible();
    await expect(lastChart.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(chartCode).toHaveLength(1);
    await photograph(page, 'narrow-dashboard', lang);

    // Opened, it takes the focus; Escape closes it and gives the focus back to the button.
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('side-menu-home')).toBeFocused();
    await photograph(page, 'narrow-menu', lang);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Policies: the table scrolls inside its card, the page does not.
    await viaMenu(page, 'policy');
    await expect(page).toHaveURL(POLICY_LIST);
    await expect(page.getByTestId('policy-row').first()).toBeVisible();
    await expect(menu).toBeHidden();
    await expectFits(page, 'policy list');
    const wrapper = page.locator('.p-datatable-wrapper').first();
    expect(await wrapper.evaluate((e) => getComputedStyle(e).overflowX)).toBe('auto');
    await photograph(page, 'narrow-policy-list', lang);
    await page.getByTestId('policy-row').first().locator('button, a').first().click();
    await expect(page.getByTestId('policy-tab-overview')).toHaveAttribute('aria-selected', 'true');
    await expectFits(page, 'policy details');
    await photograph(page, 'narrow-policy-overview', lang);

    // Members, then the add-employee form in one column.
    await viaMenu(page, 'member');
    await expect(page).toHaveURL(MEMBERS);
    await expect(page.getByTestId('member-list-row').first()).toBeVisible();
    await expectFits(page, 'members');
    await photograph(page, 'narrow-members-landing', lang);
    await page.getByTestId('member-tile-addEmployee').click();
    await expect(page.getByTestId('add-employee-page')).toBeVisible();
    // Neighbours on a wide screen, one above the other here.
    const name = await page.getByTestId('employee-name').boundingBox();
    const birth = await page.getByTestId('employee-dateOfBirth').boundingBox();
    if (!name || !birth) throw new Error('the form needs the name and the date of birth');
    expect(Math.abs(name.x - birth.x)).toBeLessThan(1);
    expect(birth.y).toBeGreaterThan(name.y + name.height);
    await expectFits(page, 'add employee');
    await photograph(page, 'narrow-members-add-employee', lang);

    // My account from the user menu, contact us from the header.
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: text(shell, 'header.myAccount') }).click();
    await expect(
      page.getByRole('heading', {
        name: text(strings(lang, 'account'), 'profile.title'),
        level: 1,
      }),
    ).toBeVisible();
    await expectFits(page, 'my account');
    await photograph(page, 'narrow-my-profile', lang);
    await page.getByTestId('header-contact-us').click();
    await expect(
      page.getByRole('heading', { name: text(strings(lang, 'contact'), 'title'), level: 1 }),
    ).toBeVisible();
    await expectFits(page, 'contact us');
    await photograph(page, 'narrow-contact-us', lang);

    // Home again through the menu.
    await viaMenu(page, 'home');
    await expectDashboard(page, lang);
  });

  test('the dashboard and the frame around it fetch no icon font', async ({
    page,
    request,
    lang,
  }) => {
    // The font (35 kB) ended before the dashboard's largest paint, one more slow transfer before
    // it on a phone: the frame draws its icons as inline SVG (components/plain/frame-icons.ts).
    const fonts = iconFontRequests(page);
    const shell = strings(lang, 'shell');
    await signInFastPreferring(page, request, lang, DEMO_USERS.hr);
    await expect(page.getByTestId('last-login')).toBeVisible();
    await expect(page.getByTestId('policy-dropdown')).toBeVisible();
    await expect(page.locator('[data-testid="menu-button"] svg[data-icon="bars"]')).toBeVisible();
    await expect(
      page.locator('[data-testid="user-menu-button"] svg[data-icon="user"].p-button-icon'),
    ).toBeVisible();
    await page.getByTestId('user-menu-button').click();
    await expect(
      page
        .getByRole('menuitem', { name: text(shell, 'header.signOut') })
        .locator('svg[data-icon="sign-out"]'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-button').click();
    const menu = page.getByRole('navigation', { name: text(shell, 'menu.label') });
    await expect(menu.locator('svg[data-icon="home"]')).toBeVisible();
    await expect(
      menu.locator('[data-testid="side-menu-close"] svg[data-icon="times"]'),
    ).toBeVisible();
    expect(fonts).toEqual([]);
  });

  test('the dashboard shows its frame and the previous sign-in before the portal runs, where the portal then draws them', async ({
    page,
    request,
    lang,
  }) => {
    const dashboard = strings(lang, 'dashboard');
    // index.html's signed-in frame (web/build/boot-shell.ts, src/boot-shell.ts): on a slow phone
    // the portal's scripts take seconds more
    const lastLogins: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/users/last-login')) lastLogins.push(sent.url());
    });
    await page.route(PORTAL_SCRIPTS, () => {});
    await signInFast(page, request, lang, DEMO_USERS.hr, URLS.home);
    const frame = page.getByTestId('boot-frame');
    await expect(frame).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      frame.getByRole('heading', { name: text(dashboard, 'title'), level: 1 }),
    ).toBeVisible();
    await expect(frame.getByTestId('company-name')).toHaveText(HR_COMPANY_NAME);
    const line = page.getByTestId('last-login');
    await expect(line).toHaveText(templatePattern(text(dashboard, 'lastLogin.at')));
    const shown = await line.textContent();
    // nothing to press before the portal runs
    await expect(frame.locator('button, a, input')).toHaveCount(0);
    const parts = {
      company: page.getByTestId('company-name'),
      heading: page.locator('.dashboard__heading'),
      line,
    };
    const boxes = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(parts).map(async ([name, part]) => [name, await part.boundingBox()]),
        ),
      ) as Record<keyof typeof parts, { x: number; y: number; width: number } | null>;
    const before = await boxes();

    await page.unroute(PORTAL_SCRIPTS);
    lastLogins.length = 0;
    await page.reload();
    await expect(page.getByTestId('policy-dropdown')).toBeVisible();
    // React's render replaced the frame; the same line, and the company and heading where they were
    await expect(frame).toHaveCount(0);
    await expect(page.getByTestId('menu-button')).toBeVisible();
    await expect(line).toHaveText(shown!);
    const after = await boxes();
    for (const part of Object.keys(parts) as (keyof typeof parts)[]) {
      expect(before[part], part).not.toBeNull();
      expect(after[part], part).not.toBeNull();
      expect(Math.abs(after[part]!.x - before[part]!.x), part).toBeLessThanOrEqual(1);
      expect(Math.abs(after[part]!.y - before[part]!.y), part).toBeLessThanOrEqual(2);
      expect(after[part]!.width, part).toBeCloseTo(before[part]!.width, 0);
    }
    // the portal took the answer of the frame's call instead of asking again
    expect(lastLogins).toHaveLength(1);
  });
});

test('a signed-in user meets unknown addresses inside the shell and inside an area, never sign-in', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  const shell = strings(lang, 'shell');
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr, '/#/mo/no-such-page');
  const notFound = page.getByTestId('not-found');
  await expect(
    notFound.getByRole('heading', { name: text(shell, 'notFound.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await auditScreen(page, 'not-found', lang);
  await notFound.getByRole('link', { name: text(shell, 'notFound.home') }).click();
  await expectDashboard(page, lang);

  // Every area is built now: an unknown page inside an area is "not found", inside the shell.
  await page.goto('/#/mo/eb-app-reports/no-such-report');
  await expect(
    page
      .getByTestId('not-found')
      .getByRole('heading', { name: text(shell, 'notFound.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The sign-in address takes a signed-in user to the dashboard.
  await page.goto(URLS.signIn);
  await expectDashboard(page, lang);
  await expect(page.getByTestId('sign-in-submit')).toHaveCount(0);
  await expect(page).toHaveURL(AT.home);
});
