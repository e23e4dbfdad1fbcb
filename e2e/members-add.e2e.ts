/**
 * Members, the add part (issue 5): an HR user adds an employee with two dependents to two
 * policies and finds the alteration reference in the banner and the update request in the list;
 * adds a dependent to an employee; leaves an unsaved form and stays. Axe and screenshots in both
 * languages.
 */
import type { Page } from '@playwright/test';
import { addIsoDays, DEMO_USERS, TEST_JAKARTA_TODAY, toDmyDate } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { auditScreen, signInFast } from './flows';
import { expect, strings, test, text } from './support';

const AREA = '/#/mo/eb-app-member';
// One day ahead of the mock's Jakarta today (its clock starts at TEST_CLOCK_START): inside the window.
const effective = addIsoDays(TEST_JAKARTA_TODAY, 1);
const typed = toDmyDate(effective).replace(/-/g, '');
const seed = buildSeed();
const openPolicies = seed.policies.filter(
  (p) =>
    p.companyId === HR_COMPANY_ID &&
    p.policyCommencementDate <= effective &&
    p.policyPeriodTo > effective,
);

/** Opens a dropdown (its panel sits inside it) and picks its first option. */
const chooseFirst = async (page: Page, testId: string, nth = 0) => {
  const field = page.getByTestId(testId);
  await field.click();
  await field.getByRole('option').nth(nth).click();
};

const fillDependent = async (page: Page, index: number, name: string, type: number) => {
  await page.getByTestId(`dependent-${index}-name`).fill(name);
  await page.getByTestId(`dependent-${index}-dateOfBirth`).pressSequentially('01022015');
  await chooseFirst(page, `dependent-${index}-gender`);
  await chooseFirst(page, `dependent-${index}-memberType`, type);
};

/** Plan, subsidiary (when none is proposed) and effective date of every row of a policy. */
const fillRows = async (page: Page, policyId: string, rows: number, selectOne: string) => {
  for (let i = 0; i < rows; i += 1) {
    await chooseFirst(page, `row-${policyId}-${i}-plan`);
    const subsidiary = page.getByTestId(`row-${policyId}-${i}-subsidiary`);
    if ((await subsidiary.textContent())?.includes(selectOne)) {
      await chooseFirst(page, `row-${policyId}-${i}-subsidiary`);
    }
    await page.getByTestId(`row-${policyId}-${i}-effectiveDate`).pressSequentially(typed);
  }
};

/**
 * Submit, and the references the insurer answered (the banner shows them; the landing takes
 * them out of the address at once).
 */
const submitAndReadRefs = async (page: Page): Promise<string[]> => {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/member-alteration') && r.ok()),
    page.getByTestId('policy-submit').click(),
  ]);
  const body = (await response.json()) as { data: { memberAlterationRef: string | string[] } };
  const ref = body.data.memberAlterationRef;
  return typeof ref === 'string' ? [ref] : ref;
};

test('an HR user adds an employee with two dependents to two policies', async ({
  page,
  request,
  lang,
}) => {
  // The longest journey (two policies, three rows each): three times the usual time limit.
  test.slow();
  const add = strings(lang, 'members-add');
  const members = strings(lang, 'members');
  expect(openPolicies.length).toBeGreaterThanOrEqual(2);
  const [first, second] = openPolicies as [(typeof openPolicies)[0], (typeof openPolicies)[0]];
  const name = `SITI UJI ${lang.toUpperCase()}`;

  await signInFast(page, request, lang, DEMO_USERS.hr, `${AREA}/alteration/add-employee`);
  await expect(page.getByTestId('add-employee-page')).toBeVisible();
  await auditScreen(page, 'members-add-employee', lang);

  // Next with nothing filled: errors under the fields, no move.
  await page.getByTestId('add-next').click();
  await expect(page.getByTestId('employee-gender-error')).toBeVisible();
  await expect(page).toHaveURL(/alteration\/add-employee/);

  await chooseFirst(page, 'employee-subsidiary');
  await page.getByTestId('employee-name').fill(name.toLowerCase());
  await page.getByTestId('employee-dateOfBirth').pressSequentially('12031990');
  await chooseFirst(page, 'employee-gender', 1);
  await chooseFirst(page, 'employee-maritalStatus', 1);
  await page.getByTestId('employee-email').fill(`siti.${lang}@example.com`);
  await page.getByTestId('employee-mobileNumber').fill('81234567890');
  await page.getByTestId('employee-salary').fill('7500000');
  await page.getByTestId('add-dependent-button').click();
  await page.getByTestId('add-dependent-button').click();
  await fillDependent(page, 0, 'Budi Uji', 0);
  await fillDependent(page, 1, 'Anak Uji', 1);
  await expect(page.getByTestId('employee-name')).toHaveValue(name);
  // Rp grouped as Indonesian writes it, on both pages (part 1 section 9, docs/spec-notes.md).
  await expect(page.getByTestId('employee-salary')).toHaveValue('7.500.000,00');
  await auditScreen(page, 'members-add-employee-filled', lang);
  await page.getByTestId('add-next').click();

  await expect(page).toHaveURL(/policy-selection\/MemberAddEmployee/);
  await expect(page.getByTestId(`policy-table-${first.id}`)).toBeVisible();
  for (const p of openPolicies.slice(2)) await page.getByTestId(`policy-check-${p.id}`).click();
  for (const p of openPolicies.slice(2)) {
    await expect(page.getByTestId(`policy-table-${p.id}`)).toHaveCount(0);
  }
  // Submit with empty rows: the table's err033 and the rows' own errors.
  await page.getByTestId('policy-submit').click();
  await expect(page.getByTestId('policy-selection-error')).toBeVisible();
  const selectOne = text(add, 'fields.selectOne');
  await fillRows(page, first.id, 3, selectOne);
  await fillRows(page, second.id, 3, selectOne);
  await auditScreen(page, 'members-policy-selection', lang);
  const refs = await submitAndReadRefs(page);
  expect(refs).toHaveLength(2);
  await expect(page).toHaveURL(/overview\/landing/);
  const banner = page.getByTestId('member-success-banner');
  await expect(banner).toBeVisible();
  for (const ref of refs) await expect(banner).toContainText(ref);
  await auditScreen(page, 'members-add-success', lang);

  await page.getByTestId('member-list-search').fill(name);
  const row = page.getByTestId('member-list-row').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(text(members, 'updateRequest.ADD_EMPLOYEE'));
});

test('an HR user adds a dependent to an employee', async ({ page, request, lang }) => {
  await signInFast(page, request, lang, DEMO_USERS.hr, `${AREA}/dependent-alteration`);
  await expect(page).toHaveURL(/add-dependent-search/);
  const names = page.getByTestId('employee-search-name');
  await expect(names.first()).toBeVisible();
  await auditScreen(page, 'members-add-dependent-search', lang);
  const employee = (await names.first().textContent()) ?? '';
  await names.first().click();

  await expect(page.getByTestId('add-dependent-header')).toContainText(employee);
  await expect(page.getByTestId('dependent-0-remove')).toHaveCount(0);
  await fillDependent(page, 0, 'Anak Tambahan', 1);
  await auditScreen(page, 'members-add-dependent-form', lang);
  await page.getByTestId('add-next').click();

  await expect(page).toHaveURL(/policy-selection\/MemberAddDependentForm/);
  const table = page.locator('[data-testid^="policy-table-"]').first();
  await expect(table).toBeVisible();
  const policyId = ((await table.getAttribute('data-testid')) ?? '').replace('policy-table-', '');
  await fillRows(page, policyId, 1, text(strings(lang, 'members-add'), 'fields.selectOne'));
  const refs = await submitAndReadRefs(page);
  expect(refs).toHaveLength(1);
  await expect(page).toHaveURL(/overview\/landing/);
  await expect(page.getByTestId('member-success-banner')).toContainText(refs[0]!);
});

test('leaving an unsaved form asks first, and Stay keeps the form', async ({
  page,
  request,
  lang,
}) => {
  await signInFast(page, request, lang, DEMO_USERS.hr, `${AREA}/alteration/add-employee`);
  await page.getByTestId('employee-name').fill('Siti');
  await page.getByTestId('breadcrumb-members').click();
  const dialog = page.getByTestId('unsaved-changes-dialog');
  await expect(dialog).toBeVisible();
  await auditScreen(page, 'members-add-leave-dialog', lang);
  await page.getByTestId('unsaved-stay').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/alteration\/add-employee/);
  await expect(page.getByTestId('employee-name')).toHaveValue('SITI');

  await page.getByTestId('breadcrumb-members').click();
  await page.getByTestId('unsaved-leave').click();
  await expect(page).toHaveURL(/overview\/landing/);
});
