import { DEMO_USERS, formatMemberNumber, MEMBER_LIMITS } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { auditScreen, signInFast, signInFastPreferring } from './flows';
import { expect, strings, test, text } from './support';

/*
 * Members overview (spec part 2 sections 2, 4 and 9), signed in as the seeded HR user: the member
 * list (search, member type, filter, reset, paging), a member's policy listing and the member
 * details with their tabs, and the success banner of a submit.
 */

const AREA = '/#/mo/eb-app-member';
const LANDING = `${AREA}/overview/landing`;
const seed = buildSeed();
// An employee of the HR company with a dependent: the Dependent tab has a row.
const employee = seed.members.find(
  (m) =>
    m.companyId === HR_COMPANY_ID &&
    m.memberType === 'E' &&
    seed.members.some((d) => d.employeeMemberId === m.id && d.id !== m.id),
)!;

test('an HR user searches the member list, opens a member and reads the details', async ({
  page,
  request,
  lang,
}) => {
  const t = strings(lang, 'members');
  await signInFast(page, request, lang, DEMO_USERS.hr, LANDING);
  await expect(
    page.getByRole('heading', { level: 1, name: text(t, 'landing.heading') }),
  ).toBeVisible();
  const tiles = page.getByRole('navigation', { name: text(t, 'landing.tilesLabel') });
  await expect(tiles.getByRole('link')).toHaveCount(6);
  const rows = page.getByTestId('member-list-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('member-list-member-type')).toContainText(
    text(t, 'memberTypeFilter.ALL'),
  );
  await auditScreen(page, 'members-landing', lang);

  // Paging: page 2, then 20 a page from page 1.
  await page.getByTestId('member-list-next').click();
  await expect(page.getByTestId('member-list-page')).toContainText('2');
  await page.getByTestId('member-list-size').click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('member-list-previous')).toBeDisabled();

  // Only employees, then an update-request filter from the server's applicable filters.
  await page.getByTestId('member-list-member-type').click();
  await page.getByRole('option', { name: text(t, 'memberTypeFilter.EMPLOYEE') }).click();
  // The rows change when the server's answer comes: wait until every row is an employee.
  const typeCells = page.locator('[data-testid="member-list-row"] td:nth-child(3)');
  await expect
    .poll(async () => [...new Set(await typeCells.allTextContents())])
    .toEqual([text(t, 'memberType.EMPLOYEE')]);
  await page.getByTestId('member-list-filter-updateRequest').click();

  await page
    .getByTestId('member-list-filter-updateRequest')
    .getByText(text(t, 'updateRequest.NONE'), { exact: true })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-list-reset')).toBeEnabled();
  await auditScreen(page, 'members-landing-filtered', lang);

  // Search by member number: the member's rows, the number shown with its hyphen.
  await page.getByTestId('member-list-search').fill(employee.memberNumber);
  const name = page.getByTestId('member-list-name').filter({ hasText: employee.name });
  await expect(name.first()).toBeVisible();
  await expect(page.getByText(formatMemberNumber(employee.memberNumber)).first()).toBeVisible();
  await page.getByTestId('member-list-reset').click();
  await expect(page.getByTestId('member-list-search')).toHaveValue('');
  await expect(page.getByTestId('member-list-reset')).toBeDisabled();
  await page.getByTestId('member-list-search').fill(employee.memberNumber);
  await name.first().click();

  // The member's policy listing.
  await expect(page).toHaveURL(new RegExp(`/overview/member-policy-listing/${employee.id}$`));
  await expect(page.getByTestId('member-policies-heading')).toContainText(employee.name);
  const policyRows = page.getByTestId('member-policy-row');
  await expect(policyRows.first()).toBeVisible();
  await expect(policyRows.first()).toContainText(formatMemberNumber(employee.memberNumber));
  await auditScreen(page, 'members-policy-listing', lang);
  await policyRows.first().getByTestId('member-policy-name').click();

  // The details: the tabs of an employee with a plan and benefits.
  await expect(page).toHaveURL(/\/overview\/member-details\/.+/);
  await expect(page.getByTestId('member-details-name')).toHaveText(employee.name);
  await expect(page.getByTestId('member-overview')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    text(t, 'details.tabs.overview'),
    text(t, 'details.tabs.bankAccount'),
    text(t, 'details.tabs.dependent'),
    text(t, 'details.tabs.plans'),
    text(t, 'details.tabs.benefits'),
  ]);
  await expect(page.getByTestId('member-field-memberNumber')).toContainText(
    formatMemberNumber(employee.memberNumber),
  );
  await auditScreen(page, 'members-details-overview', lang);
  await page.getByTestId('member-tab-dependent').click();
  await expect(page.getByTestId('member-household-row').first()).toBeVisible();
  await page.getByTestId('member-tab-benefits').click();
  const benefitRows = page.getByTestId('member-benefit-row');
  await expect(benefitRows.first()).toBeVisible();
  const codes = await benefitRows.evaluateAll((r) => r.map((e) => e.getAttribute('data-code')));
  if (codes.includes('MAXL')) expect(codes.at(-1)).toBe('MAXL');
  await auditScreen(page, 'members-details-benefits', lang);

  // All policies: the period dropdown is disabled and the plan tabs leave.
  await page.getByTestId('member-details-policy').click();
  await page.getByRole('option', { name: text(t, 'details.allPolicies') }).click();
  await expect(page.getByTestId('member-details-period')).toHaveClass(/p-disabled/);
  await expect(page.getByTestId('member-tab-benefits')).toHaveCount(0);
  await expect(page.getByTestId('member-tab-overview')).toHaveAttribute('aria-selected', 'true');

  // The breadcrumb goes back to the list, its search cleared.
  await page.getByTestId('member-details-breadcrumb').click();
  await expect(page).toHaveURL(/\/overview\/landing$/);
  await expect(page.getByTestId('member-list-search')).toHaveValue('');
  await expect(rows).toHaveCount(10);
});

test('the success banner shows the references for 3 seconds', async ({ page, request, lang }) => {
  const t = strings(lang, 'members');
  // The page's own clock (it runs as usual until told): the 3 seconds pass at once below.
  await page.clock.install();
  await signInFast(
    page,
    request,
    lang,
    DEMO_USERS.hr,
    `${LANDING}?memberAlterationRef=MA2026112200001&memberAlterationRef=MA2026112200002&flag=edit`,
  );
  const banner = page.getByTestId('member-success-banner');
  await expect(banner).toContainText(text(t, 'banner.edit'));
  await expect(banner).toContainText('MA2026112200001, MA2026112200002');
  await expect(page).toHaveURL(/\/overview\/landing$/);
  await auditScreen(page, 'members-banner', lang);
  await page.clock.runFor(MEMBER_LIMITS.bannerTimeoutMs);
  await expect(banner).toBeHidden();
});

test('a broker switching company on a member screen lands on the member list of the new company', async ({
  page,
  request,
  lang,
}) => {
  await signInFastPreferring(page, request, lang, DEMO_USERS.broker);
  const broker = seed.users.find((u) => u.email === DEMO_USERS.broker.email)!;
  const [firstId, secondId] = broker.companyIds as [string, string];
  const namesOf = (companyId: string) =>
    new Set(seed.members.filter((m) => m.companyId === companyId).map((m) => m.name));
  const second = seed.companies.find((c) => c.id === secondId)!;

  await page.goto(`${AREA}/edit-details/list`);
  const editNames = page.getByTestId('edit-list-name');
  await expect(editNames.first()).toBeVisible();
  const before = (await editNames.first().textContent()) ?? '';
  expect(namesOf(firstId).has(before), before).toBe(true);

  await page.getByTestId('company-dropdown').click();
  await page.getByRole('option', { name: second.companyName }).click();
  await expect(page.getByTestId('company-name')).toContainText(second.companyName);
  await expect(page).toHaveURL(/overview\/landing/);
  const names = page.getByTestId('member-list-name');
  // The list is the second company's (the two companies share no member name) ...
  await expect
    .poll(async () => namesOf(secondId).has((await names.first().textContent()) ?? ''))
    .toBe(true);
  const listed = await names.allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  for (const name of listed) {
    expect(namesOf(secondId).has(name), name).toBe(true);
    expect(namesOf(firstId).has(name), name).toBe(false);
  }
  // ... and the member seen before the switch is not found in it.
  await page.getByTestId('member-list-search').fill(before);
  await expect(names).toHaveCount(0);
  await auditScreen(page, 'members-list-broker-switched', lang);
});
