import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { auditScreen, signInFast, templatePattern } from './flows';
import { langOf, resetMock, strings, text } from './support';

/*
 * Claims (spec part 2 sections 2 to 5), signed in as the seeded HR user: the claim policy table,
 * a policy's listing searched for a claim, the claim's detail and its cards, the excess claims
 * with their reset, and a COB request from an excess claim's detail ending on the banner with
 * its reference, which the claim then shows.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const AREA = '/#/mo/eb-app-claims';
const seed = buildSeed();
const policy = seed.policies.find((p) => p.companyId === HR_COMPANY_ID)!;
// A paid claim of the policy's newest period: the listing opened from the policy table shows it.
const claim = seed.claims.find(
  (c) => c.policyId === policy.id && c.periodId === policy.periods[0]!.id && c.status === 'CC',
)!;

test('an HR user finds a claim, reads it, opens the excess claims and files a COB request', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info);
  const t = strings(lang, 'claims');
  await signInFast(page, request, lang, DEMO_USERS.hr, AREA);

  // The base goes to claim details, then to the policy table.
  await expect(page).toHaveURL(/\/claim-detail\/policy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(t, 'policy.heading') }),
  ).toBeVisible();
  const policyRow = page.getByTestId('claim-policy-row').filter({ hasText: policy.policyNo });
  await expect(policyRow).toHaveCount(1);
  await auditScreen(page, 'claims-policy', lang);
  await policyRow.getByTestId('claim-policy-link').click();

  // The policy's listing: its first period, the active tab; search by claim number.
  await expect(page).toHaveURL(new RegExp(`/claim-detail/listing\\?policyId=${policy.id}$`));
  const rows = page.getByTestId('claim-list-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('claim-listing-period')).not.toHaveClass(/p-disabled/);
  await auditScreen(page, 'claims-listing', lang);
  await page.getByTestId('claim-search-by').click();
  await page.getByRole('option', { name: text(t, 'listing.searchFields.claimNo') }).click();
  await page.getByTestId('claim-list-search').fill(claim.claimNo);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(claim.memberName);
  await expect(rows.first()).toContainText(text(t, 'status.CC'));
  await page.getByTestId('claim-list-claim-no').first().click();

  // The claim's detail.
  await expect(page).toHaveURL(/\/claim-detail\/detail\?claimId=/);
  await expect(page.getByTestId('claim-detail-number')).toContainText(claim.claimNo);
  await expect(page.getByTestId('claim-card-summary')).toBeVisible();
  await expect(page.getByTestId('claim-field-status')).toHaveText(text(t, 'status.CC'));
  await expect(page.getByTestId('claim-card-policy')).toContainText(claim.memberName);
  await expect(page.getByTestId('claim-card-payments')).toBeVisible();
  await expect(page.getByTestId('claim-card-submission')).toBeVisible();
  await expect(page.getByTestId('claim-cob-card')).toBeVisible();
  await auditScreen(page, 'claims-detail', lang);

  // Excess claims: ordered by ageing; a sort, then reset.
  await page.goto(`${AREA}/claim-excess`);
  await expect(page).toHaveURL(/\/claim-excess\/listing$/);
  await expect(page.getByTestId('excess-tip')).toBeVisible();
  const excessRows = page.getByTestId('excess-list-row');
  await expect(excessRows.first()).toBeVisible();
  await expect(page.getByTestId('excess-list-reset')).toBeDisabled();
  await auditScreen(page, 'claims-excess', lang);
  await page.getByRole('columnheader', { name: text(t, 'columns.memberName') }).click();
  await expect(page.getByTestId('excess-list-reset')).toBeEnabled();
  await page.getByTestId('excess-list-reset').click();
  await expect(page.getByTestId('excess-list-reset')).toBeDisabled();
  const excessNo = (await page.getByTestId('excess-list-claim-no').first().textContent()) ?? '';
  await page.getByTestId('excess-list-claim-no').first().click();

  // The same detail from the excess list, then the COB request (another insurer).
  await expect(page).toHaveURL(/\/claim-excess\/detail\?claimId=/);
  await expect(page.getByTestId('claim-detail-number')).toContainText(excessNo);
  await auditScreen(page, 'claims-excess-detail', lang);
  await page.getByTestId('claim-cob-link').click();
  await expect(page).toHaveURL(/\/claim-cob\/request\?/);
  await expect(page.getByTestId('cob-breadcrumb-claim')).toHaveText(excessNo);
  await expect(page.getByTestId('cob-submit')).toBeDisabled();
  await page.getByTestId('cob-reason-C2').check();
  await page.getByTestId('cob-insurer-name').pressSequentially('PT Asuransi #Lain');
  await expect(page.getByTestId('cob-insurer-name')).toHaveValue('PT Asuransi Lain');
  await auditScreen(page, 'claims-cob-request', lang);
  await page.getByTestId('cob-submit').click();

  // Back on the excess claims with the reference; the claim shows the request.
  await expect(page).toHaveURL(/\/claim-excess\/listing$/);
  const banner = page.getByTestId('cob-success-banner');
  await expect(banner).toContainText(text(t, 'cobBanner.header'));
  const reference = page.getByTestId('cob-success-ref');
  await expect(reference).toHaveText(templatePattern(text(t, 'cobBanner.reference')));
  const refNo = ((await reference.textContent()) ?? '').split(': ').at(-1) ?? '';
  expect(refNo).not.toBe('');
  await page.getByTestId('excess-list-claim-no').filter({ hasText: excessNo }).first().click();
  await expect(page.getByTestId('claim-field-cobRefNo')).toHaveText(refNo);
  await expect(page.getByTestId('claim-cob-card')).toHaveCount(0);
});
