import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BenefitRow, Policy, PolicyDetail } from '@mo/contracts';
import { act } from 'react';
import { companySelected } from '@/lib/session';
import { apiError, fakeApi, type FakeHandlers } from '@test/fake-api';
import { renderSignedIn } from '@test/render-portal';
import { POLICY_PATHS, policyRoutes } from '../routes';
import { chooseOption, openPanel } from '@test/choose-option';

const policy = (id: string, policyNo: string): Policy => ({
  id,
  policyType: `Kesehatan ${policyNo}`,
  policyNo,
  totalMembers: 48,
  policyPeriodFrom: '2026-08-01',
  policyPeriodTo: '2027-07-31',
  policyEffectiveDate: '2026-08-01',
  policyCommencementDate: '2026-08-15',
  totalActiveAndCompletedClaims: 15,
  totalSubmittedClaims: 3,
  policyHolder: 'PT Dua',
  hrContactPerson: 'Rina',
  hrEmailAddress: 'hr@dua.co.id',
  subsidiaryVMList: [
    { id: 's-1', subsidiaryNo: 'S01', subsidiaryName: 'PT Anak', bankName: 'BCA' },
  ],
  policyPeriodVMList: [
    { id: 'per-2', policyPeriodFrom: '2026-08-01', policyPeriodTo: '2027-07-31' },
    { id: 'per-1', policyPeriodFrom: '2025-08-01', policyPeriodTo: '2026-07-31' },
  ],
  planVMList: [],
});
const policies = [policy('p-1', 'GHG0001001'), policy('p-2', 'GHG0001002')];
const detail = (id: string): PolicyDetail => ({
  ...(policies.find((p) => p.id === id) as Policy),
  policyDescription: 'Rawat inap dan rawat jalan',
  selectedPeriodId: 'per-2',
});
const row = (
  code: string,
  type: 'HI' | 'NM',
  planNo: string,
  amount: number | null,
): BenefitRow => ({
  name: code === 'MAXL' ? '' : `Manfaat ${code}`,
  code,
  type,
  planNo,
  planNoWithDescription: `Plan ${planNo}`,
  limitType: 'per tahun',
  maxDays: null,
  productType: 'HBAS',
  benefitAmount: { amount, currency: 'IDR', description: '' },
});

const handlers: FakeHandlers = {
  policyList: () => ({
    policies,
    pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 2 },
  }),
  policyDetails: (p) => ({
    ...detail((p.path as { policyId: string }).policyId),
    selectedPeriodId: (p.query as { periodId?: string }).periodId ?? 'per-2',
  }),
  policyPlans: () => ({ plans: [{ planNo: 'A', planDescription: 'Staf' }] }),
  benefitMapping: () => ({ mappings: [] }),
  policyBenefits: () => ({
    benefits: [
      {
        id: 'b-out',
        benefitName: 'Rawat Jalan',
        label: 'Rawat Jalan',
        productType: 'HSCI',
        isActive: true,
      },
      {
        id: 'b-in',
        benefitName: 'Rawat Inap',
        label: 'Rawat Inap',
        productType: 'GHG',
        isActive: true,
      },
    ],
  }),
  benefitSchedule: (p) =>
    (p.path as { benefitId: string }).benefitId === 'b-in'
      ? {
          productType: 'HBAS',
          rows: [
            row('MAXL', 'HI', 'A', 100_000_000),
            row('HA00', 'HI', 'A', 350_000),
            row('HA00', 'HI', 'B', null),
            row('EX00', 'HI', 'A', 0),
            row('HB01', 'NM', 'A', 1_000),
          ],
        }
      : { productType: 'HSCI', rows: [row('OA00', 'NM', 'A', 2_500_000)] },
};

/** The policy list as the server pages 45 policies (the rows are always the same two). */
const pagedList: FakeHandlers['policyList'] = (p) => {
  const { currentPage, pageSize } = p.query as { currentPage: number; pageSize: number };
  return {
    policies,
    pagination: { currentPage, pageSize, totalPage: Math.ceil(45 / pageSize), totalRecord: 45 },
  };
};

function renderPolicies(path: string, extra: FakeHandlers = {}) {
  return renderSignedIn([policyRoutes], path, {
    handlers: { ...handlers, ...extra },
    language: 'id',
  });
}

const callsOf = (api: ReturnType<typeof fakeApi>, id: string) =>
  api.calls.filter((c) => c.id === id).map((c) => c.params);

describe('policy and benefits', () => {
  it('goes from the list to the details and the benefit schedule', async () => {
    const user = userEvent.setup();
    const portal = renderPolicies(`${POLICY_PATHS.area}/`);
    const rows = await screen.findAllByTestId('policy-row');
    expect(portal.router.state.location.pathname).toBe(POLICY_PATHS.list);
    expect(rows).toHaveLength(2);
    expect(callsOf(portal.api, 'policyList')[0]).toMatchObject({
      query: { companyId: 'c-2', currentPage: 1, pageSize: 10 },
    });

    await user.click(within(rows[1] as HTMLElement).getByText('PT Dua'));
    expect(await screen.findByTestId('policy-name')).toHaveTextContent('Kesehatan GHG0001002');
    expect(portal.router.state.location.pathname).toBe(`${POLICY_PATHS.area}/details/p-2`);
    expect(screen.getByTestId('policy-description')).toHaveTextContent('Rawat inap');
    expect(screen.getByTestId('policy-tab-overview')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('policy-overview-effective-date')).toHaveTextContent('15 Agt 2026');
    const subsidiaries = screen.getByTestId('policy-subsidiaries');
    expect(within(subsidiaries).getByText('BCA')).toBeInTheDocument();
    expect(within(subsidiaries).getAllByText('--')).toHaveLength(2);

    await user.click(screen.getByTestId('policy-tab-benefits'));
    // Inpatient (GHG → HBAS, sequence 1) comes before outpatient and is selected first.
    const buttons = await screen.findAllByRole('button', { pressed: true });
    expect(buttons.map((b) => b.textContent)).toEqual(['Rawat Inap']);
    expect(screen.getAllByTestId(/^benefit-button-/).map((b) => b.textContent)).toEqual([
      'Rawat Inap',
      'Rawat Jalan',
    ]);
    const hi = await screen.findByTestId('benefit-section-HI');
    expect(
      within(hi)
        .getAllByTestId('benefit-row')
        .map((r) => r.dataset.code),
    ).toEqual(['HA00', 'EX00', 'MAXL']);
    expect(within(hi).getByText('Limit Tahunan')).toBeInTheDocument();
    // The empty amount in the rupiah style, as every amount of the portal writes it.
    expect(within(hi).getAllByText(/^Rp- -$/)).toHaveLength(3);
    expect(within(hi).getByText('Rp350.000,00')).toBeInTheDocument();
    await user.click(screen.getByTestId('benefit-section-tab-NM'));
    expect(await screen.findByTestId('benefit-section-NM')).toHaveTextContent('Manfaat HB01');
    expect(callsOf(portal.api, 'benefitSchedule')[0]).toMatchObject({
      path: { benefitId: 'b-in' },
      query: { companyId: 'c-2', policyId: 'p-2', periodId: 'per-2' },
    });

    await user.click(screen.getByTestId('benefit-button-HSCI'));
    const nm = await screen.findByTestId('benefit-section-NM');
    expect(nm).toHaveTextContent('Manfaat OA00');
    expect(screen.queryByTestId('benefit-section-tab-HI')).not.toBeInTheDocument();
    expect(screen.getByTestId('benefit-button-HSCI')).toHaveAttribute('aria-pressed', 'true');
    portal.unmount();
  });

  it.each([
    [
      'id',
      ['Rawat Inap', 'Rawat Jalan', 'Term Life'],
      ['per hari', 'per disabilitas', 'per visit'],
    ],
    ['en', ['Inpatient', 'Outpatient', 'Term Life'], ['per day', 'per disability', 'per visit']],
  ] as const)(
    'words the benefit buttons and limit types in the page language (%s)',
    async (language, buttons, limits) => {
      const user = userEvent.setup();
      const scheduleRow = (code: string, limitType: string): BenefitRow => ({
        ...row(code, 'HI', 'A', 1_000),
        limitType,
      });
      const portal = renderSignedIn([policyRoutes], `${POLICY_PATHS.area}/details/p-1`, {
        handlers: {
          ...handlers,
          // Server labels in neither language: the known types are worded by the portal.
          policyBenefits: () => ({
            benefits: [
              {
                id: 'b-1',
                benefitName: 'x',
                label: 'Hospital cover',
                productType: 'GHG',
                isActive: true,
              },
              {
                id: 'b-2',
                benefitName: 'x',
                label: 'Clinic cover',
                productType: 'HSCI',
                isActive: true,
              },
              {
                id: 'b-3',
                benefitName: 'x',
                label: 'Term Life',
                productType: 'TDTH',
                isActive: true,
              },
            ],
          }),
          benefitSchedule: () => ({
            productType: 'HBAS',
            rows: [
              scheduleRow('HA00', 'per day'),
              scheduleRow('HD00', 'Per Disability'),
              scheduleRow('HX00', 'per visit'),
            ],
          }),
        },
        language,
      });
      await user.click(await screen.findByTestId('policy-tab-benefits'));
      const hi = await screen.findByTestId('benefit-section-HI');
      expect(screen.getAllByTestId(/^benefit-button-/).map((b) => b.textContent)).toEqual(buttons);
      expect(
        within(hi)
          .getAllByTestId('benefit-row')
          .map((r) => r.children[1]?.textContent),
      ).toEqual(limits);
      portal.unmount();
    },
  );

  it('pages on the server and goes back to page 1 on a company change', async () => {
    const user = userEvent.setup();
    const portal = renderPolicies(POLICY_PATHS.list, { policyList: pagedList });
    await screen.findAllByTestId('policy-row');
    expect(screen.getByTestId('policy-table-previous')).toBeDisabled();
    await user.click(screen.getByTestId('policy-table-next'));
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({
        query: { companyId: 'c-2', currentPage: 2, pageSize: 10 },
      }),
    );
    await chooseOption(user, 'policy-table-size', '20');
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({
        query: { currentPage: 1, pageSize: 20 },
      }),
    );
    await user.click(screen.getByTestId('policy-table-next'));
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({ query: { currentPage: 2 } }),
    );
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({
        query: { companyId: 'c-1', currentPage: 1, pageSize: 20 },
      }),
    );
    expect(
      callsOf(portal.api, 'policyList').filter(
        (c) => (c.query as { companyId: string; currentPage: number }).companyId === 'c-1',
      ),
    ).toHaveLength(1);
    portal.unmount();
  });

  it('keeps a heading and a way to ask again when the details cannot be read', async () => {
    const user = userEvent.setup();
    let failing = true;
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`, {
      policyDetails: (p) => {
        if (failing) throw apiError('policyDetails', 'GC500');
        return handlers.policyDetails?.(p);
      },
    });
    await user.click(await screen.findByTestId('error-dialog-close'));
    // The dialog closed: not an empty page, but its title, what happened and "try again".
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Detail polis');
    expect(screen.getByTestId('policy-details-failed')).toHaveTextContent(
      'Detail polis tidak dapat dimuat.',
    );
    failing = false;
    await user.click(screen.getByTestId('policy-details-retry'));
    expect(await screen.findByTestId('policy-name')).toHaveTextContent('Kesehatan GHG0001001');
    expect(screen.queryByTestId('policy-details-failed')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(callsOf(portal.api, 'policyDetails')).toHaveLength(2);
    portal.unmount();
  });

  it('reloads the details for a chosen period only', async () => {
    const user = userEvent.setup();
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`);
    expect(await screen.findByTestId('policy-name')).toBeInTheDocument();
    expect(callsOf(portal.api, 'policyDetails')).toEqual([
      expect.objectContaining({ query: { companyId: 'c-2' } }),
    ]);
    await chooseOption(user, 'policy-period-dropdown', '01 Agt 2025 – 31 Jul 2026');
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyDetails').at(-1)).toMatchObject({
        path: { policyId: 'p-1' },
        query: { companyId: 'c-2', periodId: 'per-1' },
      }),
    );
    await user.click(await screen.findByTestId('policy-tab-plans'));
    await screen.findByTestId('policy-plans');
    expect(callsOf(portal.api, 'policyPlans').at(-1)).toMatchObject({
      query: { periodId: 'per-1' },
    });
    portal.unmount();
  });

  it('opens another policy from the details dropdown on its first period, header updated', async () => {
    const user = userEvent.setup();
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`);
    expect(await screen.findByTestId('policy-name')).toHaveTextContent('Kesehatan GHG0001001');
    await chooseOption(user, 'policy-period-dropdown', '01 Agt 2025 – 31 Jul 2026');
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyDetails').at(-1)).toMatchObject({
        query: { periodId: 'per-1' },
      }),
    );
    await chooseOption(user, 'policy-details-dropdown', 'Kesehatan GHG0001002 – GHG0001002');
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(`${POLICY_PATHS.area}/details/p-2`),
    );
    expect(await screen.findByText('Kesehatan GHG0001002', { selector: 'h1' })).toBeInTheDocument();
    // The chosen period does not follow: the new policy opens on its first period.
    const last = callsOf(portal.api, 'policyDetails').at(-1);
    expect(last).toMatchObject({ path: { policyId: 'p-2' }, query: { companyId: 'c-2' } });
    expect((last?.query as { periodId?: string }).periodId).toBeUndefined();
    expect(screen.getByTestId('policy-period-dropdown')).toHaveTextContent(
      '01 Agt 2026 – 31 Jul 2027',
    );
    portal.unmount();
  });

  it('lists every policy of the company in the details dropdown, with a search', async () => {
    const user = userEvent.setup();
    // 120 policies: the list gives at most 100 a page, so the dropdown reads page 2 as well.
    const many = Array.from({ length: 120 }, (_, i) =>
      policy(i === 0 ? 'p-1' : `p-${i + 1}`, `GHG${String(i + 1).padStart(7, '0')}`),
    );
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`, {
      policyList: (p) => {
        const { currentPage, pageSize } = p.query as { currentPage: number; pageSize: number };
        return {
          policies: many.slice((currentPage - 1) * pageSize, currentPage * pageSize),
          pagination: {
            currentPage,
            pageSize,
            totalPage: Math.ceil(120 / pageSize),
            totalRecord: 120,
          },
        };
      },
    });
    expect(await screen.findByTestId('policy-name')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').map((c) => c.query)).toEqual([
        { companyId: 'c-2', currentPage: 1, pageSize: 100 },
        { companyId: 'c-2', currentPage: 2, pageSize: 100 },
      ]),
    );
    const panel = await openPanel(user, 'policy-details-dropdown');
    expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(120);
    expect(
      within(panel).getByRole('textbox', { name: 'Cari Polis', hidden: true }),
    ).toBeInTheDocument();
    portal.unmount();
  });

  it('shows the no-record note when the policy has no subsidiaries', async () => {
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`, {
      policyDetails: () => ({ ...detail('p-1'), subsidiaryVMList: [] }),
    });
    expect(await screen.findByTestId('policy-subsidiaries-empty')).toHaveTextContent(
      'Tidak ada data anak perusahaan.',
    );
    expect(screen.queryByTestId('policy-subsidiaries')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('forgets the list paging when the user leaves the area', async () => {
    const user = userEvent.setup();
    const portal = renderSignedIn(
      [policyRoutes, { path: 'elsewhere', element: <p>elsewhere</p> }],
      POLICY_PATHS.list,
      {
        handlers: {
          ...handlers,
          policyList: pagedList,
        },
        language: 'id',
      },
    );
    await screen.findAllByTestId('policy-row');
    await chooseOption(user, 'policy-table-size', '20');
    await waitFor(() =>
      expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({ query: { pageSize: 20 } }),
    );
    expect(screen.getByTestId('policy-table-size')).toHaveTextContent('20');
    await act(() => portal.router.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    await act(() => portal.router.navigate(POLICY_PATHS.list));
    await screen.findAllByTestId('policy-row');
    // Back on page 1 with 10 rows a page (the first page of ten is still cached: no new call).
    expect(screen.getByTestId('policy-table-size')).toHaveTextContent('10');
    expect(screen.getAllByTestId('policy-row')).toHaveLength(policies.length);
    expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({ query: { pageSize: 20 } });
    portal.unmount();
  });

  it('returns to the list when the company changes on the details', async () => {
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`);
    expect(await screen.findByTestId('policy-name')).toBeInTheDocument();
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(POLICY_PATHS.list));
    await screen.findAllByTestId('policy-row');
    expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({
      query: { companyId: 'c-1', currentPage: 1 },
    });
    // The open policy belongs to PT Dua: it is never asked for under PT Satu (a 404 otherwise).
    expect(
      callsOf(portal.api, 'policyDetails').map((c) => [
        (c.path as { policyId: string }).policyId,
        (c.query as { companyId: string }).companyId,
      ]),
    ).toEqual([['p-1', 'c-2']]);
    portal.unmount();
  });

  it('offers the files of a split export and marks each one downloaded', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const portal = renderPolicies(`${POLICY_PATHS.area}/details/p-1`, {
      policyReportCount: () => ({
        reportFiles: [1, 2, 3].map((n) => ({ fileNumber: n, reportName: `Manfaat ${n}` })),
      }),
      policyReport: (p) => ({
        fileContent: btoa('xlsx'),
        format: 'EXCEL',
        reportName: `Manfaat ${(p.body as { fileNumber: number }).fileNumber}`,
      }),
    });
    await user.click(await screen.findByTestId('policy-export'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId(/^download-file-/)).toHaveLength(3);
    expect(callsOf(portal.api, 'policyReportCount')[0]).toMatchObject({
      body: {
        companyId: 'c-2',
        policyId: 'p-1',
        periodId: 'per-2',
        reportCode: 'POLICY_BENEFIT',
        reportFormat: 'EXCEL',
      },
    });

    await user.click(within(dialog).getByTestId('download-file-2'));
    expect(await within(dialog).findByTestId('downloaded-2')).toHaveTextContent('Telah diunduh');
    expect(within(dialog).queryByTestId('downloaded-1')).not.toBeInTheDocument();
    expect(callsOf(portal.api, 'policyReport')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ fileNumber: 2 }) }),
    ]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    portal.unmount();
  });
});
