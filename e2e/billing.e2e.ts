import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_USERS } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import {
  LAPTOP,
  SCENARIOS,
  armScenario,
  auditScreen,
  expectInTableView,
  signInFast,
} from './flows';
import { expect, strings, test, text } from './support';

/*
 * Premium billing (spec part 2 sections 2 to 4), signed in as the seeded HR user: the listing on
 * the first policy's newest period, then all policies (the period disabled); an invoice found by
 * its number downloads as a real PDF naming it and the amount the table shows, its billing detail
 * as a real workbook of one row per member; the large billing detail of the
 * billing-detail-of-files scenario comes as three files offered in the file dialog.
 */
// Like every journey, with reduced motion: PrimeReact's transitions still run (in no time), so the
// open row menu meets its outside-click, scroll and resize listeners (issue 27, item 14).

const seed = buildSeed();
const hrInvoices = seed.invoices.filter((i) => i.companyId === HR_COMPANY_ID);
// An invoice whose billing detail is one file (at most the mock's 40 rows a file) with members.
const invoice = hrInvoices.find((i) => i.memberCount > 1 && i.memberCount <= 40)!;

/** A row's download through its menu; answers the browser's download. */
async function downloadFrom(page: Page, row: ReturnType<Page['getByTestId']>, item: string) {
  await row.getByTestId('billing-download').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return download;
}

/** The member rows of a billing detail workbook: numbered in its first column (no total row). */
async function memberRows(download: Download): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  let rows = 0;
  workbook.worksheets[0]?.eachRow((row) => {
    if (typeof row.getCell(1).value === 'number') rows += 1;
  });
  return rows;
}

const digits = (amount: string) => amount.replace(/\D/g, '');

test('an HR user lists the invoices and downloads an invoice, its billing detail and a detail of several files', async ({
  page,
  request,
  lang,
}) => {
  const t = strings(lang, 'billing');
  expect(invoice).toBeDefined();
  const { invoices } = await armScenario<{ invoices: { DETAIL: { invoiceNo: string } } }>(
    request,
    SCENARIOS.billingDetailOfFiles,
    { userName: DEMO_USERS.hr.email, files: 3 },
  );
  await signInFast(page, request, lang, DEMO_USERS.hr, '/#/mo/eb-app-premiumbilling');

  // The base goes to the listing: the first policy and its newest period.
  await expect(page).toHaveURL(/\/eb-app-premiumbilling\/listing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(t, 'listing.heading') }),
  ).toBeVisible();
  const rows = page.getByTestId('billing-list-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('billing-period')).not.toHaveClass(/p-disabled/);
  await auditScreen(page, 'billing-listing', lang);

  // On a laptop screen the row's menu is in view without scrolling the table (issue 27, item 13).
  const viewport = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const menuButton = rows.first().getByTestId('billing-download');
  await expectInTableView(menuButton);
  // The open menu closes on a click outside it, here a column header, which sorts: no uncaught
  // error (issue 27, item 14).
  await menuButton.click();
  const invoiceItem = page.getByRole('menuitem', { name: text(t, 'download.invoice') });
  await expect(invoiceItem).toBeVisible();
  await expect(page.locator('[class*="-enter-active"]')).toHaveCount(0);
  const invoiceNoHeader = page.getByRole('columnheader', { name: text(t, 'columns.invoiceNo') });
  await invoiceNoHeader.click();
  await expect(invoiceItem).toBeHidden();
  await expect(invoiceNoHeader).toHaveAttribute('aria-sort', 'ascending');
  if (viewport) await page.setViewportSize(viewport);

  // All policies: no period; the invoice found by its number.
  await page.getByTestId('billing-policy').click();
  await page
    .getByRole('option', { name: text(strings(lang, 'common'), 'policyFilter.allPolicies') })
    .click();
  await expect(page.getByTestId('billing-period')).toHaveClass(/p-disabled/);
  await page.getByTestId('billing-list-search').fill(invoice.invoiceNo);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByTestId('billing-invoice-no')).toHaveText(invoice.invoiceNo);
  await expect(row.getByTestId('billing-status')).toHaveText(
    text(t, `status.${invoice.billingStatus}`),
  );
  const amount = (await row.getByTestId('billing-billingAmount').textContent()) ?? '';
  expect(digits(amount)).toBe(digits(invoice.billingAmount.toFixed(2)));

  // The invoice: a real PDF naming the invoice and the amount the table shows.
  const pdf = await downloadFrom(page, row, text(t, 'download.invoice'));
  expect(pdf.suggestedFilename()).toMatch(
    new RegExp(`^\\d{6}_GE_Invoice_${invoice.invoiceNo}\\.pdf$`),
  );
  const pdfPath = await pdf.path();
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain(invoice.invoiceNo);
  const pdfAmounts = [...pdfText.matchAll(/Rp ?([\d.]+,\d{2})/g)].map((m) => digits(m[1] ?? ''));
  expect(pdfAmounts).toContain(digits(amount));
  if (process.env.E2E_SCREENSHOTS === '1') {
    // The invoice's first page for the gallery (screenshots/<lang>/billing-invoice.png).
    mkdirSync('test-results/e2e/screens', { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      `test-results/e2e/screens/billing-invoice-${lang}`,
    ]);
  }

  // Its billing detail: one workbook, a row per member the invoice bills.
  const detail = await downloadFrom(page, row, text(t, 'download.detail'));
  expect(detail.suggestedFilename()).toMatch(
    new RegExp(`^\\d{6}_GE_Billing Detail_${invoice.invoiceNo}\\.xlsx$`),
  );
  expect(await memberRows(detail)).toBe(invoice.memberCount);

  // The large billing detail: three files in the dialog, each a real workbook.
  const big = invoices.DETAIL.invoiceNo;
  await page.getByTestId('billing-list-search').fill(big);
  await expect(rows.first().getByTestId('billing-invoice-no')).toHaveText(big);
  await rows.first().getByTestId('billing-download').click();
  await page.getByRole('menuitem', { name: text(t, 'download.detail') }).click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog.locator('[data-testid^="download-file-"]')).toHaveCount(3);
  await auditScreen(page, 'billing-files-dialog', lang);
  const [part] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-file-2').click(),
  ]);
  expect(part.suggestedFilename()).toMatch(
    new RegExp(`^\\d{6}_GE_Billing Detail_${big}_Part2\\.xlsx$`),
  );
  expect(await memberRows(part)).toBeGreaterThan(0);
  await expect(dialog.getByTestId('downloaded-2')).toBeVisible();
  await dialog.getByTestId('download-close').click();
  await expect(dialog).toHaveCount(0);

  // Offline (issue 27, item 10): a search without an answer brings the portal's one no-internet
  // dialog, not the screen's error dialog; Refresh is its only action, and reloads the listing
  // once the connection is back.
  const common = strings(lang, 'common');
  await page.context().setOffline(true);
  await Promise.all([
    page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname.startsWith('/gw/')),
    page.getByTestId('billing-list-search').fill(invoice.invoiceNo),
  ]);
  const offline = page.getByRole('alertdialog', { name: text(common, 'noInternetDialog.title') });
  const refresh = offline.getByRole('button');
  await expect(refresh).toHaveText([text(common, 'noInternetDialog.refresh')]);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await auditScreen(page, 'no-internet-dialog', lang);
  await refresh.click();
  await expect(offline).toContainText(text(common, 'noInternetDialog.stillOffline'));
  await page.context().setOffline(false);
  await Promise.all([page.waitForEvent('load'), refresh.click()]);
  await expect(rows.first()).toBeVisible();
  await expect(offline).toHaveCount(0);
});
