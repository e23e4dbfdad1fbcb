import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS } from '@mo/contracts';
import {
  AT,
  auditScreen,
  codeField,
  preferLanguage,
  signInFast,
  signInFastPreferring,
  signInToCodePage,
} from './flows';
import { MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { en as consoleEn } from '../mock-server/console/src/texts-en';
import { id as consoleId } from '../mock-server/console/src/texts-id';
import { E2E_MOCK_URL } from './ports';
import { allowConsoleErrors, expect, type Lang, latestCode, strings, test, text } from './support';

/**
 * The tester console (issue 13): a tester who has never seen curl drives the mock from a page the
 * mock serves. Everything here is done by clicking in the console; the portal is the real one.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads what a hook needs from this pattern: none
test.beforeEach(async ({}, info) => {
  // The mock's console page has no icon: the browser's request for one is answered 404.
  allowConsoleErrors(info, /^Failed to load resource: .*404.* \(http:[^)]*\/favicon\.ico\)$/);
});

const CONSOLE = `${E2E_MOCK_URL}/__mock/console`;
const POLICY_LIST = '/#/mo/eb-app-policy-benefit/landing/list';
/** The console's status line after an action succeeded (mock-server/console/console.js). */
const DONE = { id: 'Selesai.', en: 'Done.' } as const;
const TABS = ['codes', 'clock', 'latency', 'journal', 'sessions', 'data', 'sandboxes'] as const;
/** The console's own texts (mock-server/console/src/texts-*.ts). */
const CONSOLE_TEXTS = { id: consoleId, en: consoleEn } as const;

const openConsole = async (page: Page, lang: Lang) => {
  await page.addInitScript((value) => window.localStorage.setItem('mockConsoleLang', value), lang);
  await page.goto(CONSOLE);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('section-codes')).toBeVisible();
};

/** Journeys with `tester`: the tester's own window on the console, beside the portal's page. */
const withTester = test.extend<{ tester: Page }>({
  tester: async ({ browser, lang }, use) => {
    const tester = await browser.newPage();
    await openConsole(tester, lang);
    await use(tester);
    await tester.close();
  },
});

const openTab = async (page: Page, tab: (typeof TABS)[number]) => {
  await page.getByTestId(`tab-${tab}`).click();
  await expect(page.getByTestId(`section-${tab}`)).toBeVisible();
};

withTester(
  'a tester arms err033 for the HR user alone, and finds the failed call in the journal',
  async ({ page, request, browser, tester, lang }) => {
    const errors = strings(lang, 'errors');

    // Codes: err033 on the policy list, once, for the HR user only.
    await tester.getByTestId('codes-filter').fill('err033');
    await tester.getByTestId('arm-open-err033').click();
    await tester.getByTestId('arm-call').selectOption('policyList');
    await tester.getByTestId('arm-user').selectOption(DEMO_USERS.hr.email);
    await tester.getByTestId('arm-submit').click();
    const armed = tester.getByTestId('faults-table');
    await expect(armed).toContainText('err033');
    await expect(armed).toContainText(DEMO_USERS.hr.email);

    // The broker's portal lists the policies as ever ...
    const brokerContext = await browser.newContext();
    const broker = await brokerContext.newPage();
    await preferLanguage(broker, lang);
    await signInFast(broker, request, lang, DEMO_USERS.broker, POLICY_LIST);
    await expect(broker.getByTestId('policy-row').first()).toBeVisible();
    await expect(broker.getByTestId('error-dialog')).toHaveCount(0);

    // ... while the HR user's meets err033, worded by the portal's catalogue.
    await signInFastPreferring(page, request, lang, DEMO_USERS.hr, POLICY_LIST);
    await expect(page.getByTestId('error-dialog')).toContainText(text(errors, 'fieldsInvalid'));
    await brokerContext.close();

    // The fault was spent: the console's list of armed codes is empty again.
    await tester.getByTestId('faults-refresh').click();
    await expect(tester.getByTestId('faults-table-empty')).toBeVisible();

    // Journal: the failed call, with the HR user, and its detail with the token masked.
    await openTab(tester, 'journal');
    await tester.getByTestId('journal-errors').check();
    await tester.getByTestId('journal-refresh').click();
    const row = tester.getByTestId('journal-table').locator('tr', { hasText: 'err033' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('policyList');
    await expect(row).toContainText(DEMO_USERS.hr.email);
    await row.getByRole('button').click();
    const detail = tester.getByTestId('journal-detail');
    await expect(detail).toContainText('err033');
    await expect(tester.getByTestId('journal-detail-headers')).toContainText('Bearer …');
  },
);

withTester(
  'a tester moves the clock past a code’s validity (err012) and slows a call to see the loader',
  async ({ page, request, tester, lang }) => {
    const errors = strings(lang, 'errors');

    // Clock: the code the HR user was just sent is valid for 180 s; four minutes later it is not
    // (and the sign-in's own token, 15 minutes, still is).
    await preferLanguage(page, lang);
    await signInToCodePage(page, lang, DEMO_USERS.hr);
    const code = await latestCode(request, DEMO_USERS.hr.email);
    await openTab(tester, 'clock');
    for (let minute = 0; minute < 4; minute += 1) {
      const before = await tester.getByTestId('clock-now').textContent();
      await tester.getByTestId('clock-advance-60').click();
      await expect(tester.getByTestId('clock-now')).not.toHaveText(before ?? '');
    }
    await codeField(page, lang).fill(code);
    await page.getByTestId('otp-submit').click();
    await expect(page.getByText(text(errors, 'otpExpired'))).toBeVisible();
    await expect(page).toHaveURL(AT.mfa);

    // Latency: the HR user's policy list answers 2.5 s late, and the table shows its loader.
    await openTab(tester, 'latency');
    await tester.getByTestId('latency-call').selectOption('policyList');
    await tester.getByTestId('latency-user').selectOption(DEMO_USERS.hr.email);
    await tester.getByTestId('latency-fixed').fill('2500');
    await tester.getByTestId('latency-add').click();
    await expect(tester.getByTestId('latency-table')).toContainText('policyList');
    const slow = await page.context().newPage();
    await preferLanguage(slow, lang);
    await signInFast(slow, request, lang, DEMO_USERS.hr, POLICY_LIST);
    await expect(
      slow.getByTestId('policy-table').locator('.p-datatable-loading-overlay'),
    ).toBeVisible();
    await expect(slow.getByTestId('policy-row').first()).toBeVisible();
    await tester.getByTestId('latency-clear').click();
    await expect(tester.getByTestId('latency-table-empty')).toBeVisible();

    // Data: maintenance under way from a minute ago; the portal's next load goes to its page.
    await openTab(tester, 'data');
    await tester.getByTestId('maintenance-starts').fill('-1');
    await tester.getByTestId('maintenance-duration').fill('30');
    await tester.getByTestId('maintenance-add').click();
    await expect(tester.getByTestId('status-remote-config')).toHaveText(DONE[lang]);
    await expect(tester.getByTestId('remote-config-text')).toHaveValue(/systemMaintenanceStart/);
    await slow.reload();
    await expect(slow).toHaveURL(AT.maintenance);
  },
);

test('every section of the console passes axe, in both languages', async ({ page, lang }) => {
  const other = lang === 'id' ? 'en' : 'id';
  await openConsole(page, lang);
  for (const tab of TABS) {
    await openTab(page, tab);
    // the section's first answers are in (no status line says it is loading)
    await expect(page.locator('.status.busy')).toHaveCount(0);
    await auditScreen(page, `mock-console-${tab}`, lang);
  }
  // The other language through the page's switch: the same markup with the other dictionary
  // (the console's unit test proves both dictionaries have every key), audited on its longest
  // section.
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await openTab(page, 'codes');
  await expect(page.getByTestId('tab-codes')).toHaveText(other === 'en' ? 'Codes' : 'Kode');
  await expect(page.locator('.status.busy')).toHaveCount(0);
  await auditScreen(page, 'mock-console-codes', other);
});

/** The mock clock's instant of a world (a sandbox's, or the default world's), in milliseconds. */
const mockNow = async (request: APIRequestContext, sandbox?: string): Promise<number> => {
  const answer = await request.get(`${E2E_MOCK_URL}/__mock/clock`, {
    headers: sandbox ? { [MOCK_SANDBOX_HEADER]: sandbox } : {},
  });
  expect(answer.ok()).toBe(true);
  return Date.parse(((await answer.json()) as { now: string }).now);
};

/*
 * This journey chooses worlds in the console itself, so its browser is not pinned to the
 * journey's own sandbox (support.ts): without a header, the console starts on the default world.
 */
test.describe('sandboxes in the console', () => {
  test.use({ extraHTTPHeaders: {} });

  test('a tester makes a sandbox, moves its clock alone, deletes it, and the console falls back when one vanishes', async ({
    page,
    request,
    lang,
  }, info) => {
    const texts = CONSOLE_TEXTS[lang];
    const id = `e2e-console-${lang}`;
    // The vanished sandbox's call is answered MK4041 (404), which the browser logs.
    allowConsoleErrors(info, /^Failed to load resource: .*404.* \(http:[^)]*\/__mock\/clock\)$/);
    // The forged file's import is answered GC400 (400), which the browser logs too.
    allowConsoleErrors(
      info,
      /^Failed to load resource: .*400.* \(http:[^)]*\/__mock\/sandboxes\/import(?:\?[^)]*)?\)$/,
    );
    const gone = `e2e-gone-${lang}`;
    const fork = `e2e-fork-${lang}`;
    const copy = `e2e-import-${lang}`;
    for (const stale of [id, gone, fork, copy])
      await request.delete(`${E2E_MOCK_URL}/__mock/sandboxes/${stale}`);
    // A confirm is accepted; the fork's prompt is answered with the copy's id.
    page.on(
      'dialog',
      (dialog) => void dialog.accept(dialog.type() === 'prompt' ? fork : undefined),
    );
    await openConsole(page, lang);
    const badge = page.getByTestId('world-badge');
    await expect(badge).toHaveText(texts.worldDefault);

    // Create, through the tab: an id, the demo preset, a label.
    await openTab(page, 'sandboxes');
    await page.getByTestId('sandbox-new-id').fill(id);
    await page.getByTestId('sandbox-new-preset').selectOption('demo');
    await page.getByTestId('sandbox-new-label').fill('Ana');
    await page.getByTestId('sandbox-create').click();
    await expect(page.getByTestId('status-sandbox-create')).toHaveText(
      texts.sandboxCreated.replace('{id}', id),
    );
    const row = page.getByTestId(`sandbox-row-${id}`);
    await expect(row).toContainText('Ana');
    await expect(row).toContainText('MB');
    await expect(page.getByTestId(`sandbox-portal-${id}`)).toHaveAttribute(
      'href',
      new RegExp(`\\?sandbox=${id}$`),
    );

    // Fork it (the prompt names the copy), export the copy as a file, import that file as a third
    // sandbox; a forged file is refused with the envelope's code.
    await page.getByTestId(`sandbox-fork-${id}`).click();
    await expect(page.getByTestId('status-sandboxes')).toHaveText(
      texts.sandboxForked.replace('{id}', fork).replace('{from}', id),
    );
    await expect(page.getByTestId(`sandbox-row-${fork}`)).toContainText(`demo ← ${id}`);
    const downloading = page.waitForEvent('download');
    await page.getByTestId(`sandbox-export-${fork}`).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`sandbox-${fork}.json`);
    const saved = info.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    await page.getByTestId('sandbox-import-file').setInputFiles(saved);
    await page.getByTestId('sandbox-import-id').fill(copy);
    await page.getByTestId('sandbox-import-label').fill('Budi');
    await page.getByTestId('sandbox-import').click();
    await expect(page.getByTestId('status-sandbox-import')).toHaveText(
      texts.sandboxImported.replace('{id}', copy).replace('{file}', `sandbox-${fork}.json`),
    );
    await expect(page.getByTestId(`sandbox-row-${copy}`)).toContainText('Budi');
    await page.getByTestId('sandbox-import-file').setInputFiles({
      name: 'forged.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"forged":true}'),
    });
    await page.getByTestId('sandbox-import').click();
    await expect(page.getByTestId('status-sandbox-import')).toHaveText(
      new RegExp(`^${texts.failed}: GC400 Not a sandbox export: `),
    );
    for (const made of [fork, copy])
      await request.delete(`${E2E_MOCK_URL}/__mock/sandboxes/${made}`);

    // Use it: the header says so, the address keeps it.
    await page.getByTestId(`sandbox-use-${id}`).click();
    await expect(badge).toHaveText(`Sandbox ${id} (Ana)`);
    await expect(page.getByTestId('world-select')).toHaveValue(id);
    await expect(page).toHaveURL(new RegExp(`\\?sandbox=${id}#sandboxes$`));

    // The Clock tab moves the sandbox's clock 31 days; the default world's stays where it was.
    const defaultBefore = await mockNow(request);
    const sandboxBefore = await mockNow(request, id);
    await openTab(page, 'clock');
    const shown = page.getByTestId('clock-now');
    await expect(shown).toHaveText(/WIB$/);
    const before = await shown.textContent();
    await page.getByTestId('clock-advance-2678400').click();
    await expect(shown).not.toHaveText(before ?? '');
    expect((await mockNow(request, id)) - sandboxBefore).toBeGreaterThanOrEqual(31 * 86_400_000);
    expect(Math.abs((await mockNow(request)) - defaultBefore)).toBeLessThan(60_000);

    // Delete it (after the confirm): the console is back on the default world.
    await openTab(page, 'sandboxes');
    await page.getByTestId(`sandbox-delete-${id}`).click();
    await expect(badge).toHaveText(texts.worldDefault);
    await expect(row).toHaveCount(0);
    expect((await request.get(`${E2E_MOCK_URL}/__mock/sandboxes/${id}`)).status()).toBe(404);

    // Opened on a sandbox (?sandbox=) that then disappears: the next call says so and falls back.
    const made = await request.post(`${E2E_MOCK_URL}/__mock/sandboxes`, { data: { id: gone } });
    expect(made.ok()).toBe(true);
    await page.goto(`${CONSOLE}?sandbox=${gone}#clock`);
    await expect(badge).toHaveText(`Sandbox ${gone}`);
    await expect(shown).toHaveText(/WIB$/);
    await request.delete(`${E2E_MOCK_URL}/__mock/sandboxes/${gone}`);
    await page.getByTestId('clock-refresh').click();
    await expect(page.getByTestId('world-gone')).toHaveText(
      texts.sandboxGone.replace('{id}', gone),
    );
    await expect(badge).toHaveText(texts.worldDefault);
    await expect(page).not.toHaveURL(/sandbox=/);
  });
});
