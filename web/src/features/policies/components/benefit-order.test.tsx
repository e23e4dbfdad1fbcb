import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BenefitRow, PolicyDetail } from '@mo/contracts';
import type { FakeHandlers } from '@test/fake-api';
import { listedPolicy } from '@test/portal-fixtures';
import { renderSignedIn } from '@test/render-portal';
import { POLICY_PATHS, policyRoutes } from '../routes';

/*
 * The benefit schedule's rows in the server's code order (spec part 2 section 3, "Benefit order
 * is given by a list of benefit codes"; policies/benefit-mapping), and the unnamed annual limit
 * under the spec's default name in both languages.
 */
const period = { id: 'per-1', policyPeriodFrom: '2026-08-01', policyPeriodTo: '2027-07-31' };
const policy: PolicyDetail = {
  ...listedPolicy({ totalMembers: 4, policyPeriodVMList: [period] }),
  policyDescription: 'Rawat inap',
  selectedPeriodId: period.id,
};
const row = (code: string, name = `Manfaat ${code}`): BenefitRow => ({
  name,
  code,
  type: 'HI',
  planNo: 'A',
  planNoWithDescription: 'A - Staf',
  limitType: 'per year',
  maxDays: null,
  productType: 'HBAS',
  benefitAmount: { amount: 1_000, currency: 'IDR', description: '' },
});

const handlers = (benefitCodes: string[] | null): FakeHandlers => ({
  policyList: () => ({
    policies: [policy],
    pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 1 },
  }),
  policyDetails: () => policy,
  policyPlans: () => ({ plans: [{ planNo: 'A', planDescription: 'Staf' }] }),
  benefitMapping: () => ({
    mappings: benefitCodes ? [{ productType: 'HBAS', sequence: 1, benefitCodes }] : [],
  }),
  policyBenefits: () => ({
    benefits: [
      { id: 'b-in', benefitName: 'Rawat Inap', label: '', productType: 'GHG', isActive: true },
    ],
  }),
  // Sent in no particular order.
  benefitSchedule: () => ({
    productType: 'GHG',
    rows: [row('MAXL', ''), row('HA00'), row('EX00'), row('HD00'), row('HB00'), row('HC00')],
  }),
});

async function renderedCodes(language: 'id' | 'en', benefitCodes: string[] | null) {
  const user = userEvent.setup();
  const portal = renderSignedIn([policyRoutes], `${POLICY_PATHS.area}/details/p-1`, {
    handlers: handlers(benefitCodes),
    language,
  });
  await user.click(await screen.findByTestId('policy-tab-benefits'));
  const rows = within(await screen.findByTestId('benefit-section-HI')).getAllByTestId(
    'benefit-row',
  );
  const result = {
    codes: rows.map((r) => r.dataset.code),
    annualLimit: rows.at(-1)?.children[0]?.textContent,
  };
  portal.unmount();
  return result;
}

describe.each(['id', 'en'] as const)('the benefit schedule order (%s)', (language) => {
  it("follows the server's code list for the benefit, unlisted codes after by code", async () => {
    // MAXL listed before EX00 and HA00: whatever the list says, EX00 then MAXL close the table.
    const { codes, annualLimit } = await renderedCodes(language, [
      'HD00',
      'MAXL',
      'HB00',
      'EX00',
      'HA00',
    ]);
    expect(codes).toEqual(['HD00', 'HB00', 'HA00', 'HC00', 'EX00', 'MAXL']);
    expect(annualLimit).toBe('Limit Tahunan');
  });

  it('sorts by code when the server sends no list for the benefit', async () => {
    const { codes, annualLimit } = await renderedCodes(language, null);
    expect(codes).toEqual(['HA00', 'HB00', 'HC00', 'HD00', 'EX00', 'MAXL']);
    // The spec's default name of an unnamed annual limit: data, not portal text.
    expect(annualLimit).toBe('Limit Tahunan');
  });
});
