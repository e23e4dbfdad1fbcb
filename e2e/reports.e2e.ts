import type { Download, Page } from '@playwright/test';
import { DEMO_USERS, REPORT_CODE_LIST, type ReportCode } from '@mo/contracts';
import { SCENARIOS, armScenario, auditScreen, signInFast } from './flows';
import { expect, type Lang, resetMock, strings, test, text } from './support';

/*
 * Reports (spec part 2 sections 2, 4, 5 and 7), signed in as the seeded HR user (who holds the
 * Excess Claim and Claim Breakdown modules, so every card shows): the drawer (its period and
 * typed dates), a report of each type downloaded as DDMMYY_GE_<name> (one file at once, or file 1
 * from the dialog when the report splits), a report of several files through the dialog, a
 * report the file gateway prepares in the background (fileready; the browser clock skips the
 * recheck wait), and a report without rows.
 */

const AREA = '/#/mo/eb-app-reports';
const NAME = /^\d{6}_GE_.+\.(xlsx|pdf)$/;

/** Opens the drawer on the reports page and waits for its cards. */
async function openDrawer(page: Page, lang: Lang) {
  const t = strings(lang, 'reports');
  await expect(page).toHaveURL(/\/eb-app-reports\/landing\/report_display$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(t, 'page.heading') }),
  ).toBeVisible();
  await page.getByTestId('reports-open').click();
  const drawer = page.getByTestId('report-drawer');
  await expect(drawer.getByTestId('report-card-PROFILE')).toBeVisible();
  return drawer;
}

/**
 * Generate, then the file: saved at once (none or one file), or file 1 of the dialog (several:
 * the mock splits reports every MOCK_REPORT_ROWS_PER_FILE rows).
 */
async function generate(page: Page): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('report-generate').click();
  const dialog = page.getByTestId('download-dialog');
  const first = await Promise.race([
    downloaded.then(() => 'download' as const),
    dialog.waitFor().then(() => 'dialog' as const),
  ]);
  if (first === 'dialog') {
    await dialog.getByTestId('download-file-1').click();
    const file = await downloaded;
    await dialog.getByTestId('download-close').click();
    await expect(dialog).toHaveCount(0);
    return file;
  }
  return downloaded;
}

test('an HR user generates every report type, a report of several files, a prepared report and an empty one', async ({
  page,
  context,
  request,
  lang,
}) => {
  const t = strings(lang, 'reports');
  await signInFast(page, request, lang, DEMO_USERS.hr, AREA);
  const drawer = await openDrawer(page, lang);
  await drawer.getByTestId('report-card-TRANSACTION').click();
  await expect(drawer.getByTestId('report-date-criteria')).toBeVisible();
  await expect(drawer.getByTestId('report-note')).toHaveText(new RegExp(text(t, 'drawer.note')));
  await auditScreen(page, 'reports-drawer', lang);

  // The chosen policy's period is selectable (part 2 section 4) and the range stays inside it,
  // as the hint says; the dates are typed as on the member forms: err009 for a date that is not
  // one, DD-MM-YYYY shown as DD MMM YYYY in the page's language (kept for every report below).
  await expect(drawer.getByTestId('report-period')).not.toHaveClass(/p-disabled/);
  await expect(drawer.getByTestId('report-date-hint')).toContainText(
    text(t, 'drawer.dateHintPeriod').split('{{')[0]!,
  );
  const from = drawer.getByTestId('report-date-from');
  await from.fill('');
  await from.pressSequentially('31022026');
  await from.blur();
  await expect(drawer.getByTestId('report-date-from-message')).toHaveText(
    text(strings(lang, 'errors'), 'dateFormat'),
  );
  await expect(drawer.getByTestId('report-generate')).toBeDisabled();
  await from.fill('');
  await from.pressSequentially('17082026');
  await from.blur();
  await expect(from).toHaveValue(lang === 'id' ? '17 Agt 2026' : '17 Aug 2026');
  await expect(drawer.getByTestId('report-date-from-message')).toHaveCount(0);

  // Each report type, as the card offers it.
  for (const code of REPORT_CODE_LIST as readonly ReportCode[]) {
    await drawer.getByTestId(`report-card-${code}`).click();
    const file = await generate(page);
    expect(file.suggestedFilename(), code).toMatch(NAME);
  }

  // All Policies: the period is off and the range starts 4 months back.
  await page.getByTestId('report-policy').click();
  await page.getByRole('option', { name: text(t, 'drawer.allPolicies') }).click();
  await drawer.getByTestId('report-card-PROFILE').click();
  await expect(page.getByTestId('report-period')).toHaveClass(/p-disabled/);

  // A report of several files: the dialog, then one of its files.
  await resetMock(request);
  await armScenario(request, SCENARIOS.reportOfFiles, { userName: DEMO_USERS.hr.email, files: 3 });
  const split = await context.newPage();
  await signInFast(split, request, lang, DEMO_USERS.hr, AREA);
  const splitDrawer = await openDrawer(split, lang);
  await splitDrawer.getByTestId('report-card-excessclaimreport').click();
  await split.getByTestId('report-generate').click();
  const dialog = split.getByTestId('download-dialog');
  await expect(dialog.locator('[data-testid^="download-file-"]')).toHaveCount(3);
  await auditScreen(split, 'reports-files-dialog', lang);
  const [part] = await Promise.all([
    split.waitForEvent('download'),
    dialog.getByTestId('download-file-2').click(),
  ]);
  expect(part.suggestedFilename()).toMatch(/^\d{6}_GE_.+_Part2\.(xlsx|pdf)$/);
  await expect(dialog.getByTestId('downloaded-2')).toBeVisible();
  await split.close();

  // A report prepared in the background: the waiting notice, then the file once fileready says
  // so (the browser's clock jumps over the recheck wait, whatever the build's setting).
  await resetMock(request);
  await armScenario(request, SCENARIOS.reportFileSlow, {
    userName: DEMO_USERS.hr.email,
    checks: 1,
  });
  const slow = await context.newPage();
  await slow.clock.install();
  await signInFast(slow, request, lang, DEMO_USERS.hr, AREA);
  const slowDrawer = await openDrawer(slow, lang);
  await slowDrawer.getByTestId('report-card-PROFILE').click();
  const prepared = slow.waitForEvent('download');
  await slow.getByTestId('report-generate').click();
  await expect(slowDrawer.getByTestId('report-waiting')).toBeVisible();
  await expect(slowDrawer.getByTestId('report-wait-cancel')).toBeVisible();
  await auditScreen(slow, 'reports-waiting', lang);
  await slow.clock.fastForward(30_000);
  expect((await prepared).suggestedFilename()).toMatch(NAME);
  await expect(slowDrawer.getByTestId('report-waiting')).toHaveCount(0);
  await slow.close();

  // A report without rows: the empty file list, then file 1 directly.
  await resetMock(request);
  await armScenario(request, SCENARIOS.reportEmpty, { userName: DEMO_USERS.hr.email });
  const empty = await context.newPage();
  await signInFast(empty, request, lang, DEMO_USERS.hr, AREA);
  const emptyDrawer = await openDrawer(empty, lang);
  await emptyDrawer.getByTestId('report-card-PREMIUM_BILLING').click();
  const none = await generate(empty);
  expect(none.suggestedFilename()).toMatch(NAME);
  await expect(empty.getByTestId('download-dialog')).toHaveCount(0);
});
