import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_USERS } from '@mo/contracts';
import { buildSeed, REPORT_DEMO_POLICY_IDS } from '@mo/fixtures';
import { auditScreen, signInFast, signInFastPreferring } from './flows';
import { expect, type Lang, test } from './support';

const details = (policyId: string) => `/#/mo/eb-app-policy-benefit/landing/details/${policyId}`;
const seed = buildSeed();

/** The broker chooses the policy's company in the header and opens the policy's details. */
/**
 * Signs the broker in and opens a policy of one of the broker's companies, choosing the company
 * in the header first. The broker's profile prefers English; a language chosen on this device
 * wins over it.
 */
async function openAsBroker(page: Page, request: APIRequestContext, lang: Lang, policyId: string) {
  await signInFastPreferring(page, request, lang, DEMO_USERS.broker);
  const policy = seed.policies.find((p) => p.id === policyId);
  const company = seed.companies.find((c) => c.id === policy?.companyId);
  if (!policy || !company) throw new Error(`policy ${policyId} has no company in the seed`);
  await page.getByTestId('company-dropdown').click();
  await page.getByRole('option', { name: company.companyName }).click();
  await expect(page.getByTestId('company-name')).toContainText(company.companyName);
  await page.goto(details(policyId));
  return policy;
}

/** The first sheet's rows of a downloaded workbook (it must open as a real xlsx). */
async function sheetRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('an HR user opens a policy from the list and reads its benefits', async ({
  page,
  request,
  lang,
}) => {
  await signInFast(page, request, lang, DEMO_USERS.hr, '/#/mo/eb-app-policy-benefit/landing/list');
  await expect(page.getByTestId('policy-row').first()).toBeVisible();
  await auditScreen(page, 'policy-list', lang);
  await page.getByTestId('policy-row').first().locator('button, a').first().click();
  await expect(page).toHaveURL(/\/details\//);
  await expect(page.getByTestId('policy-tab-overview')).toHaveAttribute('aria-selected', 'true');
  await auditScreen(page, 'policy-overview', lang);

  await page.getByTestId('policy-tab-benefits').click();
  // The first benefit button is selected on load (spec part 1 section 4).
  const buttons = page.locator('[data-testid^="benefit-button-"]');
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('benefit-row');
  await expect(rows.first()).toBeVisible();
  // MAXL (the annual limit) is the last row of its section.
  const hiRows = await page.getByTestId('benefit-section-HI').getByTestId('benefit-row').all();
  const codes = await Promise.all(hiRows.map((r) => r.getAttribute('data-code')));
  if (codes.includes('MAXL')) expect(codes.at(-1)).toBe('MAXL');
  await auditScreen(page, 'policy-benefits', lang);

  // An id the server does not know (GC404): the shell's not-found state, no error dialog.
  await page.goto(details('no-such-policy'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('home-link')).toBeVisible();
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});

test('a multi-file export offers each file and each download is a real xlsx', async ({
  page,
  request,
  lang,
}) => {
  // The multi-file policy belongs to the broker's second company.
  const policy = await openAsBroker(page, request, lang, REPORT_DEMO_POLICY_IDS.multiFile);
  await page.getByTestId('policy-export').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible();
  const links = dialog.locator('[data-testid^="download-file-"]');
  await expect(links).toHaveCount(3);
  for (let n = 1; n <= 3; n += 1) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId(`download-file-${n}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d{6}_GE_.+\.xlsx$/);
    // A real workbook: the policy number in its title block and its part of the three.
    const rows = await sheetRows(await download.path());
    expect(rows).toContainEqual(['Policy Number', policy.policyNo]);
    expect(rows).toContainEqual(['File', `${n} of 3`]);
    await expect(dialog.getByTestId(`downloaded-${n}`)).toBeVisible();
  }
  await auditScreen(page, 'policy-export-dialog', lang);
});

test('a policy whose file list is empty is exported directly as one real xlsx', async ({
  page,
  request,
  lang,
}) => {
  const policy = await openAsBroker(page, request, lang, REPORT_DEMO_POLICY_IDS.noFile);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('policy-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^\\d{6}_GE_Policy Benefit_${policy.policyNo}\\.xlsx$`),
  );
  const rows = await sheetRows(await download.path());
  expect(rows).toContainEqual(['Policy Number', policy.policyNo]);
  expect(rows).toContainEqual(['No benefits are recorded for this policy.']);
  // No dialog of links and no error for the direct export.
  await expect(page.getByTestId('download-dialog')).toHaveCount(0);
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
});
