import type { Page } from '@playwright/test';
import { DEMO_USERS, TEST_CLOCK_START, cobEventTooOld, jakartaDayOf } from '@mo/contracts';
import { buildSeed, claimDetailFacts, demoUser, HR_COMPANY_ID, type SeedClaim } from '@mo/fixtures';
import {
  armScenario,
  auditScreen,
  expectInTableView,
  LAPTOP,
  SCENARIOS,
  signInFast,
  templatePattern,
} from './flows';
import { expect, type Lang, strings, test, text } from './support';

/*
 * Claims (spec part 2 sections 2 to 5), signed in as the seeded HR user: the claim policy table,
 * a policy's listing searched for a claim, the claim's detail and its cards, the excess claims
 * with their reset, and a COB request from an excess claim's detail ending on the banner with
 * its reference, which the claim then shows. Then, on deep links: a claim with a breakdown and
 * long remarks (view more / view less), one without a breakdown, COB requests for C1 and C3 from
 * the listing; and a broker without the COB module (modules-granted) reading every status
 * (claims-of-every-status), switching company on the listing, seeing no COB card.
 */

const AREA = '/#/mo/eb-app-claims';
const seed = buildSeed();
const policy = seed.policies.find((p) => p.companyId === HR_COMPANY_ID)!;
// A paid claim of the policy's newest period: the listing opened from the policy table shows it.
const claim = seed.claims.find(
  (c) => c.policyId === policy.id && c.periodId === policy.periods[0]!.id && c.status === 'CC',
)!;

// The mock's today (Jakarta) and the claims a COB request may be filed on (decided, in the window).
const mockToday = jakartaDayOf(Date.parse(TEST_CLOCK_START));
const remarkLineCount = (c: SeedClaim) =>
  claimDetailFacts(c)
    .remarks.filter((r) => r.trim() !== '')
    .flatMap((r) => r.split(/\r?\n/)).length;
const cobOpen = (c: SeedClaim) =>
  ['CC', 'CA', 'CR'].includes(c.status) && !cobEventTooOld(c.eventDate, mockToday, 180);
const hrClaims = seed.claims.filter((c) => c.companyId === HR_COMPANY_ID);
// A claim with a breakdown and remarks over seven lines, a decided one without a breakdown, and
// two more a COB request may be filed on.
const longClaim = hrClaims.find(
  (c) => cobOpen(c) && claimDetailFacts(c).breakdown.length > 0 && remarkLineCount(c) > 7,
)!;
const plainClaim = hrClaims.find(
  (c) => ['CC', 'CA', 'CR'].includes(c.status) && claimDetailFacts(c).breakdown.length === 0,
)!;
const [c1Claim, c3Claim] = hrClaims.filter((c) => cobOpen(c) && c !== longClaim);
const detailAt = (c: SeedClaim) =>
  `${AREA}/claim-detail/detail?claimId=${c.id}&policyId=${c.policyId}`;
const cobAt = (c: SeedClaim) =>
  `${AREA}/claim-cob/request?claimId=${c.id}&from=listing&policyId=${c.policyId}`;

test('an HR user finds a claim, reads it, opens the excess claims and files a COB request', async ({
  page,
  request,
  lang,
}) => {
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
  // On a laptop screen the claim's link stays in view while the table scrolls to its last column
  // (issue 27, item 13).
  const viewport = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const scrolled = await page.locator('.p-datatable-wrapper').evaluate((box) => {
    box.scrollBy(box.scrollWidth, 0);
    return box.scrollLeft;
  });
  expect(scrolled, 'the listing is wider than its card').toBeGreaterThan(0);
  await expectInTableView(page.getByTestId('claim-list-claim-no').first());
  if (viewport) await page.setViewportSize(viewport);
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

/** Files a COB request from the listing and reads the banner's reference; the claim then shows it. */
const fileCobFromListing = async (
  page: Page,
  lang: Lang,
  c: SeedClaim,
  choose: () => Promise<void>,
) => {
  const t = strings(lang, 'claims');
  await page.goto(cobAt(c));
  await expect(page.getByTestId('cob-breadcrumb-claim')).toHaveText(c.claimNo);
  // The side menu marks the claim details the request came from.
  await expect(page.getByTestId('side-menu-claim_detail')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('cob-submit')).toBeDisabled();
  await choose();
  await page.getByTestId('cob-submit').click();
  await expect(page).toHaveURL(new RegExp(`/claim-detail/listing\\?policyId=${c.policyId}$`));
  await expect(page.getByTestId('cob-success-banner')).toContainText(text(t, 'cobBanner.header'));
  const reference = page.getByTestId('cob-success-ref');
  await expect(reference).toHaveText(templatePattern(text(t, 'cobBanner.reference')));
  const refNo = ((await reference.textContent()) ?? '').split(': ').at(-1) ?? '';
  expect(refNo).toMatch(/^COB\d+/);
  await page.goto(detailAt(c));
  await expect(page.getByTestId('claim-detail-number')).toContainText(c.claimNo);
  await expect(page.getByTestId('claim-field-cobRefNo')).toHaveText(refNo);
  await expect(page.getByTestId('claim-cob-card')).toHaveCount(0);
};

test('a claim with a breakdown and long remarks, one without a breakdown, and COB requests for the national scheme and another reason', async ({
  page,
  request,
  lang,
}) => {
  const t = strings(lang, 'claims');
  await signInFast(page, request, lang, DEMO_USERS.hr, detailAt(longClaim));

  // The breakdown card (Claim Breakdown module, a non-empty list) and the remarks cut at seven lines.
  await expect(page.getByTestId('claim-detail-number')).toContainText(longClaim.claimNo);
  await expect(page.getByTestId('claim-breakdown-row')).toHaveCount(
    claimDetailFacts(longClaim).breakdown.length,
  );
  const lines = page.getByTestId('claim-remarks-text').locator('span');
  const toggle = page.getByTestId('claim-remarks-toggle');
  await expect(lines).toHaveCount(7);
  await expect(toggle).toHaveText(text(t, 'detail.viewMore'));
  await toggle.click();
  await expect(lines).toHaveCount(remarkLineCount(longClaim));
  await expect(toggle).toHaveText(text(t, 'detail.viewLess'));
  await toggle.click();
  await expect(lines).toHaveCount(7);

  // A decided claim without a breakdown: no breakdown card, the other cards as before.
  await page.goto(detailAt(plainClaim));
  await expect(page.getByTestId('claim-detail-number')).toContainText(plainClaim.claimNo);
  await expect(page.getByTestId('claim-card-payments')).toBeVisible();
  await expect(page.getByTestId('claim-card-breakdown')).toHaveCount(0);

  // The COB request opened by its address (no claim named): its breadcrumb's links keep names.
  await page.goto(`${AREA}/claim-cob/request`);
  await expect(page.getByTestId('cob-breadcrumb-claim')).toHaveText(text(t, 'cob.claims'));
  await auditScreen(page, 'claims-cob-by-address', lang);

  // C1 (the national scheme: no text), then C3 (other: its text, stripped as typed).
  await fileCobFromListing(page, lang, c1Claim!, async () => {
    await page.getByTestId('cob-reason-C1').check();
    await expect(page.getByTestId('cob-insurer-name')).toHaveCount(0);
    await expect(page.getByTestId('cob-description')).toHaveCount(0);
  });
  await fileCobFromListing(page, lang, c3Claim!, async () => {
    await page.getByTestId('cob-reason-C3').check();
    await page.getByTestId('cob-description').pressSequentially('Klaim #gabungan');
    await expect(page.getByTestId('cob-description')).toHaveValue('Klaim gabungan');
  });
});

test('a broker without the COB module reads every status, switches company on the claim listing and sees no COB card', async ({
  page,
  request,
  lang,
}) => {
  const broker = demoUser(seed, 'broker');
  const secondId = broker.companyIds[1]!;
  const second = seed.companies.find((c) => c.id === secondId)!;
  const claimNosOf = (companyId: string) =>
    new Set(seed.claims.filter((c) => c.companyId === companyId).map((c) => c.claimNo));
  await armScenario(request, SCENARIOS.modulesGranted, {
    userName: DEMO_USERS.broker.email,
    modules: ['Home', 'MO Claim Breakdown', 'Excess Claim'],
  });
  // The first company's first policy gains a claim of every status, received today.
  await armScenario(request, SCENARIOS.claimsOfEveryStatus, { userName: DEMO_USERS.broker.email });
  await signInFast(page, request, lang, DEMO_USERS.broker, `${AREA}/claim-detail/listing`);

  // The first company's claims: the newest first, each status worded; then page 2, searched.
  const t = strings(lang, 'claims');
  const rows = page.getByTestId('claim-list-row');
  for (const code of ['CC', 'CP', 'CA', 'CR', 'OS']) {
    await expect(rows.filter({ hasText: text(t, `status.${code}`) }).first()).toBeVisible();
  }
  const numbers = page.getByTestId('claim-list-claim-no');
  const pageReport = text(strings(lang, 'common'), 'table.pageReport');
  const pageLabel = page.getByTestId('claim-list-page');
  await page.getByTestId('claim-list-next').click();
  await expect(pageLabel).toHaveText(templatePattern(pageReport, { page: '2' }));
  await page.getByTestId('claim-list-search').fill('C2026');
  await expect(numbers.first()).toBeVisible();

  // Another company: page 1, no search, its own claims only.
  await page.getByTestId('company-dropdown').click();
  await page.getByRole('option', { name: second.companyName }).click();
  await expect(page.getByTestId('company-name')).toContainText(second.companyName);
  await expect(page).toHaveURL(/\/claim-detail\/listing/);
  await expect(page.getByTestId('claim-list-search')).toHaveValue('');
  await expect(pageLabel).toHaveText(templatePattern(pageReport, { page: '1' }));
  await expect
    .poll(async () => claimNosOf(secondId).has((await numbers.first().textContent()) ?? ''))
    .toBe(true);
  for (const no of await numbers.allTextContents())
    expect(claimNosOf(secondId).has(no), no).toBe(true);

  // A claim of the new company a COB request could be filed on: no COB card without the module,
  // and its request page shows no access.
  const open = seed.claims.find((c) => c.companyId === secondId && cobOpen(c))!;
  await page.goto(detailAt(open));
  await expect(page.getByTestId('claim-detail-number')).toContainText(open.claimNo);
  await expect(page.getByTestId('claim-card-submission')).toBeVisible();
  await expect(page.getByTestId('claim-cob-card')).toHaveCount(0);
  await page.goto(cobAt(open));
  await expect(page.getByTestId('no-access')).toBeVisible();
});
