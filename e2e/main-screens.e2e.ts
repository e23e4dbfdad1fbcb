import { DEMO_USERS } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { auditScreen, signInFast } from './flows';
import { expect, strings, test, text } from './support';

/*
 * A tour of the main screens of part 2 in the project's language, each read and audited with axe
 * (policies, claims, premium billing, reports), beside their full journeys; `npm run screenshots`
 * photographs every screen in both languages.
 */

const seed = buildSeed();
const policy = seed.policies.find((p) => p.companyId === HR_COMPANY_ID)!;

test('the main screens read in the chosen language and pass axe: policies, claims, premium billing, reports', async ({
  page,
  request,
  lang,
}) => {
  const policies = strings(lang, 'policies');
  const claims = strings(lang, 'claims');
  const billing = strings(lang, 'billing');
  const reports = strings(lang, 'reports');
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name });

  // Policies: the list, one policy's overview and its benefits.
  await signInFast(page, request, lang, DEMO_USERS.hr, '/#/mo/eb-app-policy-benefit/landing/list');
  await expect(h1(text(policies, 'title'))).toBeVisible();
  await expect(page.getByTestId('policy-row').first()).toBeVisible();
  await auditScreen(page, 'policy-list', lang);
  await page.goto(`/#/mo/eb-app-policy-benefit/landing/details/${policy.id}`);
  await expect(page.getByTestId('policy-tab-overview')).toHaveAttribute('aria-selected', 'true');
  await auditScreen(page, 'policy-overview', lang);
  await page.getByTestId('policy-tab-benefits').click();
  await expect(page.locator('[data-testid^="benefit-button-"]').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await auditScreen(page, 'policy-benefits', lang);

  // Claims: the policy table, a listing, a claim, the excess claims and a COB request.
  await page.goto('/#/mo/eb-app-claims');
  await expect(h1(text(claims, 'policy.heading'))).toBeVisible();
  await expect(page.getByTestId('claim-policy-row').first()).toBeVisible();
  await auditScreen(page, 'claims-policy', lang);
  await page
    .getByTestId('claim-policy-row')
    .filter({ hasText: policy.policyNo })
    .getByTestId('claim-policy-link')
    .click();
  await expect(page.getByTestId('claim-list-row').first()).toBeVisible();
  await auditScreen(page, 'claims-listing', lang);
  await page.getByTestId('claim-list-claim-no').first().click();
  await expect(page.getByTestId('claim-card-summary')).toBeVisible();
  await auditScreen(page, 'claims-detail', lang);
  await page.goto('/#/mo/eb-app-claims/claim-excess');
  await expect(page.getByTestId('excess-tip')).toBeVisible();
  await expect(page.getByTestId('excess-list-row').first()).toBeVisible();
  await auditScreen(page, 'claims-excess', lang);
  await page.getByTestId('excess-list-claim-no').first().click();
  await expect(page.getByTestId('claim-detail-number')).toBeVisible();
  await page.getByTestId('claim-cob-link').click();
  await expect(page.getByTestId('cob-submit')).toBeDisabled();
  await page.getByTestId('cob-reason-C2').check();
  await auditScreen(page, 'claims-cob-request', lang);
  // The COB request opened by its address (no claim named): its breadcrumb's links keep names.
  await page.goto('/#/mo/eb-app-claims/claim-cob/request');
  await expect(page.getByTestId('cob-breadcrumb-claim')).toHaveText(text(claims, 'cob.claims'));
  await auditScreen(page, 'claims-cob-by-address', lang);

  // Premium billing: the listing of the first policy's newest period.
  await page.goto('/#/mo/eb-app-premiumbilling');
  await expect(h1(text(billing, 'listing.heading'))).toBeVisible();
  await expect(page.getByTestId('billing-list-row').first()).toBeVisible();
  await auditScreen(page, 'billing-listing', lang);

  // Reports: the page and its drawer with a card chosen.
  await page.goto('/#/mo/eb-app-reports');
  await expect(h1(text(reports, 'page.heading'))).toBeVisible();
  await page.getByTestId('reports-open').click();
  const drawer = page.getByTestId('report-drawer');
  await drawer.getByTestId('report-card-TRANSACTION').click();
  await expect(drawer.getByTestId('report-date-criteria')).toBeVisible();
  await auditScreen(page, 'reports-drawer', lang);
});
