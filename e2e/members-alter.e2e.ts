import type { Page } from '@playwright/test';
import { addIsoDays, DEMO_USERS, TEST_JAKARTA_TODAY } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID, type SeedMember } from '@mo/fixtures';
import { auditScreen, signInFast } from './flows';
import { expect, type Lang, strings, test, text } from './support';

/*
 * Members: edit details, remove member, change plan (spec part 2 sections 2, 4 and 5), signed in
 * as the seeded HR user, on the mock's clock (effective dates within 30 days of its today).
 */
// Every journey here starts on the dashboard, signed in as the seeded HR user.
test.beforeEach(async ({ page, request, lang }) => {
  await signInFast(page, request, lang, DEMO_USERS.hr);
});

const AREA = '/#/mo/eb-app-member';
const seed = buildSeed();
const policyOf = (m: SeedMember) => seed.policies.find((p) => p.id === m.policyId)!;
/** The mock's Jakarta today: its clock starts at TEST_CLOCK_START (playwright.config.ts). */
const jakartaToday = () => TEST_JAKARTA_TODAY;
/** DD-MM-YYYY digits as typed into the masked date input. */
const digitsOf = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
const employees = seed.members.filter(
  (m) =>
    m.companyId === HR_COMPANY_ID &&
    m.memberType === 'E' &&
    !m.otherEnrolments?.length &&
    policyOf(m).policyPeriodTo > addIsoDays(jakartaToday(), 31),
);
const [editee, removee, planChangee] = employees as [SeedMember, SeedMember, SeedMember];
/** A dependent of another employee of the HR company, enrolled in one policy only. */
const dependent = seed.members.find(
  (m) =>
    m.companyId === HR_COMPANY_ID &&
    m.memberType !== 'E' &&
    !m.otherEnrolments?.length &&
    ![editee, removee, planChangee].some((e) => e.id === m.employeeMemberId),
)!;

/**
 * Opens a member from one of the alter lists, found by its member number; the list is audited
 * with axe and photographed (as `screen`) once it shows the member.
 */
const pickMember = async (
  page: Page,
  list: string,
  prefix: string,
  member: SeedMember,
  audit: { screen: string; lang: Lang },
) => {
  await page.goto(`${AREA}/${list}`);
  await page.getByTestId(`${prefix}-search`).fill(member.memberNumber);
  const name = page.getByTestId(`${prefix}-name`).first();
  await expect(page.getByTestId(`${prefix}-name`)).toHaveCount(1);
  await auditScreen(page, audit.screen, audit.lang);
  await name.click();
};

/** What the portal sent with the submit, and the reference the mock answered. */
const submitted = async (page: Page, path: string, submit: () => Promise<void>) => {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'),
    submit(),
  ]);
  const body = (await response.json()) as { data?: { memberAlterationRef: string | string[] } };
  return {
    sent: response.request().postDataJSON() as Record<string, unknown>,
    ref: body.data?.memberAlterationRef,
  };
};

/**
 * Back on the member list, the success banner (shown for 3 seconds) has the header of its flag
 * (`banner.edit`, `banner.remove`; a plan change travels as `edit` with `change=plan` and has its
 * own header, `banner.changePlan`) and the reference(s) of the submit.
 */
const expectBanner = async (
  page: Page,
  lang: Lang,
  flag: 'edit' | 'remove' | 'changePlan',
  ref: string | string[] | undefined,
) => {
  const refs = ([] as string[]).concat(ref ?? []);
  expect(refs.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/overview\/landing/);
  await expect(page.getByTestId('member-success-header')).toHaveText(
    text(strings(lang, 'members'), `banner.${flag}`),
  );
  await expect(page.getByTestId('member-success-refs')).toContainText(refs.join(', '));
};

test('an HR user edits an employee’s details and is sent back with the banner', async ({
  page,
  lang,
}) => {
  const alter = strings(lang, 'members-alter');
  await pickMember(page, 'edit-details/list', 'edit-list', editee, {
    screen: 'members-edit-list',
    lang,
  });
  await expect(page).toHaveURL(/edit-details\/employee\//);
  await expect(page.getByTestId('edit-employee-fields')).toBeVisible();
  await expect(page.getByTestId('alter-heading')).toContainText(editee.name);
  await expect(page.getByTestId('edit-approval-note')).toHaveText(text(alter, 'edit.approvalNote'));
  await auditScreen(page, 'members-edit-employee', lang);
  await page.getByTestId('edit-addressLine1').fill('Jl Thamrin 10');
  const { ref } = await submitted(page, '/member-alteration', () =>
    page.getByTestId('alter-submit').click(),
  );
  await expectBanner(page, lang, 'edit', ref);
});

test('an HR user edits a dependent’s details with the dependent form', async ({ page, lang }) => {
  await pickMember(page, 'edit-details/list', 'edit-list', dependent, {
    screen: 'members-edit-list-dependent',
    lang,
  });
  await expect(page).toHaveURL(/edit-details\/dependent\//);
  await expect(page.getByTestId('edit-dependent-fields')).toBeVisible();
  await expect(page.getByTestId('alter-heading')).toContainText(dependent.name);
  // The employee-only fields (salary, bank account) are not on the dependent form.
  await expect(page.getByTestId('edit-salary')).toHaveCount(0);
  await auditScreen(page, 'members-edit-dependent', lang);
  const email = page.getByTestId('edit-email');
  await expect(email).toHaveValue(dependent.email ?? '');
  await email.fill('dependent.new@example.com');
  const { sent, ref } = await submitted(page, '/member-alteration', () =>
    page.getByTestId('alter-submit').click(),
  );
  // The dependent's own record is sent, with the dependent form and the changed field.
  expect(sent).toMatchObject({
    type: 'EDIT_MEMBER',
    memberId: dependent.id,
    memberNumber: dependent.memberNumber,
    dependentDetails: { email: 'dependent.new@example.com' },
  });
  expect(sent).not.toHaveProperty('employeeDetails');
  await expectBanner(page, lang, 'edit', ref);
});

test('removing a member: a date out of the window is refused, then one in it is sent', async ({
  page,
  lang,
}) => {
  const errors = strings(lang, 'errors');
  await pickMember(page, 'remove-member/landing', 'remove-list', removee, {
    screen: 'members-remove-list',
    lang,
  });
  await expect(page).toHaveURL(/remove-member-employee\//);
  const policyNo = policyOf(removee).policyNo;
  const check = page.getByTestId(`alter-policy-check-${policyNo}`).locator('input');
  await expect(check).toBeChecked();
  await page.getByTestId(`remove-reason-${policyNo}`).click();
  await page.getByRole('option').first().click();
  const date = page.getByTestId(`remove-date-${policyNo}`);
  await date.fill(digitsOf(addIsoDays(jakartaToday(), 45)));
  await date.blur();
  await expect(page.getByTestId(`remove-date-${policyNo}-message`)).toHaveText(
    text(errors, 'effectiveDateOutOfWindow'),
  );
  await page.getByTestId('alter-submit').click();
  await expect(page.getByTestId('alter-table-error')).toHaveText(text(errors, 'fieldsInvalid'));
  await auditScreen(page, 'members-remove-error', lang);

  await date.fill(digitsOf(addIsoDays(jakartaToday(), 1)));
  await date.blur();
  await expect(page.getByTestId(`remove-date-${policyNo}-message`)).toHaveCount(0);
  await auditScreen(page, 'members-remove', lang);
  const { ref } = await submitted(page, '/member-alteration', () =>
    page.getByTestId('alter-submit').click(),
  );
  await expectBanner(page, lang, 'remove', ref);
});

test('changing a member’s plan', async ({ page, lang }) => {
  await pickMember(page, 'change-plan/landing', 'changePlan-list', planChangee, {
    screen: 'members-change-plan-list',
    lang,
  });
  await expect(page).toHaveURL(/change-plan\/policies-select\?memberId=/);
  const policyNo = policyOf(planChangee).policyNo;
  await expect(page.getByTestId(`change-plan-table-${policyNo}`)).toBeVisible();
  await page.getByTestId(`change-plan-new-${policyNo}`).click();
  await page.getByRole('option').first().click();
  const date = page.getByTestId(`change-plan-date-${policyNo}`);
  await date.fill(digitsOf(addIsoDays(jakartaToday(), 2)));
  await date.blur();
  await auditScreen(page, 'members-change-plan', lang);
  const { ref } = await submitted(page, '/member-alteration/change-plan', () =>
    page.getByTestId('alter-submit').click(),
  );
  // The spec's flags are upload, edit, remove and add: a plan change is sent as edit with
  // change=plan, and its banner names a plan change.
  await expectBanner(page, lang, 'changePlan', ref);
});
