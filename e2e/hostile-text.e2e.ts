/**
 * Stored text comes back as the server keeps it, and the portal shows it as text, never as markup
 * (issue 9): an address line of markup sent straight to the insurer's API (as a forged request
 * would, past the portal's own form) shows literally on the member's details, and a file whose
 * name is markup shows its stripped name on the bulk-update page. No element is injected, no
 * script runs (a dialog would fail the journey).
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_AREAS,
  CALLS,
  DEFAULT_VARIABLE_CODES,
  DEMO_USERS,
  HEADER_DEFAULTS,
  HEADER_NAMES,
  SCENARIOS,
  TEST_JAKARTA_TODAY,
  XLSX_MIME_TYPE,
  addIsoDays,
  poolUserEmail,
  stripFileName,
} from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { armScenario, signInFast } from './flows';
import { E2E_MOCK_URL } from './ports';
import { expect, test } from './support';

const ADDRESS_1 = '<img src=x onerror=alert(1)>';
const ADDRESS_2 = '<script>alert(2)</script>';
const FILE_NAME = '<img src=x onerror=alert(3)>.xlsx';
const NAME = 'HOSTILE TEXT UJI';

const seed = buildSeed();
const effective = addIsoDays(TEST_JAKARTA_TODAY, 1);
const policy = seed.policies.find(
  (p) =>
    p.companyId === HR_COMPANY_ID &&
    p.policyCommencementDate <= effective &&
    p.policyPeriodTo > effective,
)!;

/** Any dialog (alert, confirm) means a script ran: the journey fails at once. */
const failOnDialog = (page: Page) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran and opened a ${dialog.type()}: ${dialog.message()}`);
  });
};

/** No element came from the stored text: no image of source x, no script but the portal's. */
const expectNoInjectedMarkup = async (page: Page) => {
  await expect(page.locator('img[src="x" i]')).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((all) => all.map((s) => s.textContent ?? '').filter((t) => t.includes('alert')));
  expect(scripts).toEqual([]);
};

/** ADD_EMPLOYEE through the API as a pool user of the HR company, address lines of markup. */
const addHostileEmployee = async (request: APIRequestContext) => {
  const { accessToken } = await armScenario<{ accessToken: string }>(request, SCENARIOS.signedIn, {
    userName: poolUserEmail(1, 50),
  });
  const row = (id: string) => ({
    id,
    planNo: policy.plans[0]!.planNo,
    planDesc: policy.plans[0]!.planDescription,
    effectiveDate: effective,
    subsidiaryNo: policy.subsidiaries[0]!.subsidiaryNo,
    subsidiaryName: policy.subsidiaries[0]!.subsidiaryName,
  });
  const body = {
    type: 'ADD_EMPLOYEE',
    companyId: HR_COMPANY_ID,
    employeeDetails: {
      id: 'EBMBR-HOSTILE',
      subsidiary: policy.subsidiaries[0]!.subsidiaryNo,
      name: NAME,
      dateOfBirth: '17-08-1990',
      gender: 'M',
      maritalStatus: 'single',
      email: 'HOSTILE@EXAMPLE.COM',
      employeeId: 'EMP9990001',
      ktpIcNo: '3171234567890009',
      countryCode: 'ID',
      countryDialCode: '+62',
      mobileNumber: '81234567890',
      salary: { amount: '', currency: 'IDR' },
      addressLine1: ADDRESS_1,
      addressLine2: ADDRESS_2,
      postalCode: '12190',
      bankAccount: { accountName: '', accountNumber: '', bank: null },
    },
    dependents: [],
    applicablePolicies: [
      {
        id: policy.id,
        policyType: policy.policyType,
        policyNo: policy.policyNo,
        members: [row('EBMBR-HOSTILE')],
      },
    ],
  };
  const url = `${E2E_MOCK_URL}${API_AREAS[CALLS.memberAlteration.area]}${CALLS.memberAlteration.path}`;
  const res = await request.post(url, {
    data: body,
    headers: {
      authorization: `Bearer ${accessToken}`,
      [HEADER_NAMES.channel]: 'MO',
      [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
      [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
      [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
      [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
      [HEADER_NAMES.timestamp]: '2026-12-02T03:30:00+07:00',
      [HEADER_NAMES.requestReference]: 'e2e-hostile-0001',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
};

test('an address line of markup shows as text on the member’s details', async ({
  page,
  request,
  lang,
}) => {
  failOnDialog(page);
  await addHostileEmployee(request);
  await signInFast(page, request, lang, DEMO_USERS.hr, '/#/mo/eb-app-member/overview/landing');
  await page.getByTestId('member-list-search').fill(NAME);
  const row = page.getByTestId('member-list-row').filter({ hasText: NAME }).first();
  await expect(row).toBeVisible();
  await row.getByText(NAME).click();
  await expect(page).toHaveURL(/\/overview\/member-policy-listing\/.+/);
  await page.getByTestId('member-policy-row').first().getByTestId('member-policy-name').click();
  await expect(page).toHaveURL(/\/overview\/member-details\/.+/);
  // Stored upper-cased, as every address line; shown exactly so, as text.
  await expect(page.getByTestId('member-field-address')).toContainText(
    `${ADDRESS_1.toUpperCase()}, ${ADDRESS_2.toUpperCase()}`,
  );
  await expectNoInjectedMarkup(page);
});

test('a file named with markup shows its stripped name on the bulk-update page', async ({
  page,
  request,
  lang,
}) => {
  failOnDialog(page);
  await signInFast(page, request, lang, DEMO_USERS.hr, '/#/mo/eb-app-member/bulk-update/landing');
  await expect(page.getByTestId('bulk-steps')).toBeVisible();
  await page.getByTestId('bulk-file-input').setInputFiles({
    name: FILE_NAME,
    mimeType: XLSX_MIME_TYPE,
    buffer: readFileSync('e2e/files/alteration-form-valid.xlsx'),
  });
  await expect(page.getByTestId('bulk-file-uploaded')).toBeVisible();
  const pattern = seed.systemParameters
    .find((p) => p.category === 'DEFAULT_VARIABLES')
    ?.commonCategoryDetail.find(
      (v) => v.code === DEFAULT_VARIABLE_CODES.nonAllowableCharacters,
    )?.description1;
  const shown = stripFileName(FILE_NAME, pattern);
  expect(shown).not.toContain('<');
  await expect(page.getByTestId('bulk-file-name')).toHaveText(shown);
  await expectNoInjectedMarkup(page);
});
