import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MEMBER_LIMITS,
  type BenefitItem,
  type MemberDetail,
  type MemberListPage,
  type MemberPlanDetail,
  type MemberPolicy,
  type MemberRow,
} from '@mo/contracts';
import { act } from 'react';
import { companySelected } from '@/lib/session';
import type { Language } from '@/lib/storage';
import type { FakeHandlers } from '@test/fake-api';
import { renderSignedIn } from '@test/render-portal';
import { landingWithBanner, MEMBER_PATHS, memberDetailsPath } from '@/features/members/paths';
import { memberRoutes } from '@/features/members/routes';
import { storeSelectedMember } from '../selected-member';
import { chooseOption } from '@test/choose-option';
import { firstPage } from '@test/portal-fixtures';

// The banner's case fakes the timers; every case after it starts on real ones again.
afterEach(() => jest.useRealTimers());

const row = (n: number): MemberRow => ({
  id: `m-${n}`,
  memberNumber: `5566700${n}`,
  memberType: 'EMPLOYEE',
  policyNumber: 'GHG0001001',
  policy: { id: 'p-1', policyNumber: 'GHG0001001', policyRemark: 'Kesehatan' },
  name: `Budi ${n}`,
  updateRequest: null,
  effectiveDate: null,
  requestDate: null,
});
const listPage = (): MemberListPage => ({
  members: [row(1), row(2)],
  pagination: firstPage(2),
  applicableFilters: [],
});

const memberPolicy = (id: string, number: string, periods: string[]): MemberPolicy => ({
  policy: {
    id,
    policyNumber: number,
    policyRemark: `Kesehatan ${number}`,
    policyType: 'Asuransi Kesehatan Kumpulan',
    policyStartDate: '2026-08-01',
    policyEndDate: '2027-07-31',
    policyCommencementDate: '2026-08-15',
  },
  periods: periods.map((pid, i) => ({
    id: pid,
    policyPeriodFrom: `${2026 - i}-08-01`,
    policyPeriodTo: `${2027 - i}-07-31`,
  })),
  subsidiaryName: id === 'p-1' ? 'PT Anak Satu' : '',
  subsidiaryNo: 'S01',
  planNo: 'A',
  planDesc: 'Staf',
  memberNumber: '5566700001',
  updateRequest: null,
});
const policies = [
  memberPolicy('p-1', 'GHG0001001', ['per-1a', 'per-1b']),
  memberPolicy('p-2', 'GHG0001002', ['per-2a', 'per-2b']),
];

const detail = (over: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 'm-1',
  memberName: 'Budi Santoso',
  employeeId: 'E-001',
  memberNumber: '5566700001',
  medicalCardNumber: 'MC-1',
  memberType: 'EMPLOYEE',
  plan: { planNo: 'A', planDesc: 'Staf' },
  gender: 'M',
  dateOfBirth: '1990-03-05',
  maritalStatus: 'married',
  icNumber: '3171000000000001',
  workPhone: '+62812345678',
  countryCode: 'ID',
  countryDialCode: '+62',
  mobileNumber: '812345678',
  email: '',
  subsidiary: 'PT Anak Satu',
  salary: { amount: '15000000.00', currency: 'IDR' },
  formattedSalaryAmount: { formattedAmount: '15.000.000,00', currency: 'IDR' },
  effectiveDate: '2026-08-01',
  addressLine1: 'Jl. Melati 1',
  addressLine2: '',
  postCode: '10110',
  bankAccount: {
    accountName: 'Budi Santoso',
    accountNumber: '1234567890',
    bank: { key: 'BCA', desc: 'Bank Central Asia' },
  },
  employeeAndDependents: [
    {
      id: 'm-1',
      memberName: 'Budi Santoso',
      memberNumber: '5566700001',
      memberType: 'EMPLOYEE',
      gender: 'M',
      dateOfBirth: '1990-03-05',
    },
    {
      id: 'm-9',
      memberName: 'Sari Santoso',
      memberNumber: '5566700002',
      memberType: 'SPOUSE',
      gender: 'F',
      dateOfBirth: '1992-11-20',
    },
  ],
  ...over,
});

const item = (code: string, type: 'HI' | 'NM', name = `Manfaat ${code}`): BenefitItem => ({
  code,
  name,
  type,
  benefitAmount: { amount: code === 'HA00' ? 350_000 : null, currency: 'IDR', description: '' },
  limitType: 'per hari',
  maxDays: code === 'HA00' ? 365 : null,
});
const planDetail = (planNo = 'A', items = true): MemberPlanDetail => ({
  planNo,
  planDesc: 'Staf',
  policy: {
    contractType: 'GHG',
    benefitVMList: items
      ? [
          {
            id: 'b-in',
            code: 'HBAS',
            desc: 'Rawat Inap',
            planVMList: [
              {
                id: 'pl-a',
                planNo,
                planDesc: 'Staf',
                benefitItemList: [
                  item('MAXL', 'HI', ''),
                  item('EX00', 'HI'),
                  item('HB01', 'HI'),
                  item('HA00', 'HI'),
                  item('HN01', 'NM'),
                ],
              },
            ],
          },
          {
            id: 'b-out',
            code: 'HSCI',
            desc: 'Rawat Jalan',
            planVMList: [
              { id: 'pl-b', planNo, planDesc: 'Staf', benefitItemList: [item('OA00', 'NM')] },
            ],
          },
        ]
      : [],
  },
});

const handlers: FakeHandlers = {
  memberList: () => listPage(),
  memberPolicies: () => ({ policies }),
  memberDetails: () => detail(),
  memberPlanDetails: () => planDetail(),
  benefitMapping: () => ({ mappings: [] }),
};

function renderMembers(path: string, extra: FakeHandlers = {}, language: Language = 'id') {
  const { api, store, router, unmount } = renderSignedIn([memberRoutes], path, {
    handlers: { ...handlers, ...extra },
    language,
    modules: ['View Member Details'],
  });
  // The request's abort signal is left out: the rest is what the call sent.
  const callsOf = (id: string) =>
    api.calls
      .filter((c) => c.id === id)
      .map(({ params }) => {
        const { signal: _signal, ...sent } = params;
        return sent;
      });
  const switchCompany = () =>
    act(() => {
      store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
  return {
    api,
    router,
    callsOf,
    switchCompany,
    unmount,
  };
}

beforeEach(() => sessionStorage.clear());

describe('member list landing', () => {
  it('shows the heading, the six tiles and the member list of all members', async () => {
    const portal = renderMembers(MEMBER_PATHS.area);
    // The first screen of the file (its lazy chunk, cold): over 5 s on a loaded two-core CI worker.
    expect(await screen.findAllByTestId('member-list-row', {}, { timeout: 15_000 })).toHaveLength(
      2,
    );
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing);
    expect(screen.getByRole('heading', { level: 1, name: 'Peserta' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('navigation', { name: 'Perubahan peserta' }));
    const links = tiles.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      MEMBER_PATHS.addEmployee,
      MEMBER_PATHS.dependentAlteration,
      MEMBER_PATHS.editList,
      MEMBER_PATHS.removeList,
      MEMBER_PATHS.changePlanList,
      MEMBER_PATHS.bulkUpdate,
    ]);
    expect(screen.getByTestId('member-tile-bulkUpdate')).toHaveTextContent(/mengunggah file Excel/);
    expect(portal.callsOf('memberList')[0]).toEqual({
      body: { companyId: 'c-2', memberType: 'ALL', pageNumber: 1, pageSize: 10 },
    });
    expect(screen.getByTestId('member-list-member-type')).toHaveTextContent('Semua peserta');
    portal.unmount();
  });

  it('stores the clicked member and opens the policy listing; leaving resets the search', async () => {
    const user = userEvent.setup();
    const portal = renderMembers(MEMBER_PATHS.landing);
    await screen.findAllByTestId('member-list-row');
    await user.type(screen.getByTestId('member-list-search'), 'Budi');
    await waitFor(() =>
      expect(portal.callsOf('memberList').at(-1)).toMatchObject({
        body: { searchByValue: 'Budi' },
      }),
    );
    await user.click(screen.getAllByTestId('member-list-name')[1] as HTMLElement);
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(
        `${MEMBER_PATHS.overview}/member-policy-listing/m-2`,
      ),
    );
    expect(JSON.parse(sessionStorage.getItem('mo.members.selected') ?? '{}')).toEqual({
      id: 'm-2',
      name: 'Budi 2',
    });
    expect(await screen.findByTestId('member-policies-heading')).toHaveTextContent('Polis Budi 2');

    await user.click(screen.getByTestId('member-policies-back'));
    await screen.findAllByTestId('member-list-row');
    expect(screen.getByTestId('member-list-search')).toHaveValue('');
    expect(portal.callsOf('memberList').at(-1)).toEqual({
      body: { companyId: 'c-2', memberType: 'ALL', pageNumber: 1, pageSize: 10 },
    });
    portal.unmount();
  });

  it('shows the success banner from the route for 3 seconds and drops its parameters', async () => {
    // Fake timers: the 3 seconds pass when the test says, not in real time.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const portal = renderMembers(landingWithBanner({ refs: ['MA-1', 'MA-2'], flag: 'remove' }));
    const banner = await screen.findByTestId('member-success-banner');
    expect(within(banner).getByTestId('member-success-header')).toHaveTextContent(
      'Permintaan penghapusan peserta berhasil dikirim',
    );
    expect(within(banner).getByTestId('member-success-refs')).toHaveTextContent(
      'Nomor referensi: MA-1, MA-2',
    );
    await waitFor(() => expect(portal.router.state.location.search).toBe(''));
    expect(screen.getByTestId('member-success-banner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MEMBER_LIMITS.bannerTimeoutMs - 1_000));
    expect(screen.getByTestId('member-success-banner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('member-success-banner')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('shows no banner without a reference or with an unknown flag', async () => {
    const portal = renderMembers(`${MEMBER_PATHS.landing}?memberAlterationRef=MA-1&flag=other`);
    await screen.findAllByTestId('member-list-row');
    expect(screen.queryByTestId('member-success-banner')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('shows the upload banner in English with one reference', async () => {
    const portal = renderMembers(landingWithBanner({ refs: ['MA-7'], flag: 'upload' }), {}, 'en');
    const banner = await screen.findByTestId('member-success-banner');
    expect(banner).toHaveTextContent('Your bulk update file was sent');
    expect(banner).toHaveTextContent('Reference number: MA-7');
    portal.unmount();
  });

  it('refetches page 1 for a newly chosen company', async () => {
    const user = userEvent.setup();
    const portal = renderMembers(MEMBER_PATHS.landing, {
      memberList: () => ({
        ...listPage(),
        pagination: firstPage(25),
      }),
    });
    await screen.findAllByTestId('member-list-row');
    await user.click(screen.getByTestId('member-list-next'));
    await waitFor(() =>
      expect(portal.callsOf('memberList').at(-1)).toMatchObject({ body: { pageNumber: 2 } }),
    );
    portal.switchCompany();
    await waitFor(() =>
      expect(portal.callsOf('memberList').at(-1)).toMatchObject({
        body: { companyId: 'c-1', pageNumber: 1 },
      }),
    );
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing);
    portal.unmount();
  });
});

describe('member policy listing', () => {
  it("lists the member's policies without search, sort or filter and opens the details", async () => {
    const user = userEvent.setup();
    storeSelectedMember({ id: 'm-1', name: 'Budi Santoso' });
    const portal = renderMembers(`${MEMBER_PATHS.overview}/member-policy-listing/m-1`);
    const rows = await screen.findAllByTestId('member-policy-row');
    expect(rows).toHaveLength(2);
    expect(portal.callsOf('memberPolicies')[0]).toEqual({
      path: { memberId: 'm-1' },
      query: { companyId: 'c-2' },
    });
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Kesehatan GHG0001001',
      'GHG0001001',
      '01 Agt 2026 – 31 Jul 2027',
      'PT Anak Satu',
      'A (Staf)',
      '55667-00001',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('--');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-sort]')).toBeNull();

    await user.click(within(rows[1] as HTMLElement).getByTestId('member-policy-name'));
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(memberDetailsPath('GHG0001002')),
    );
    expect(await screen.findByTestId('member-details-name')).toHaveTextContent('Budi Santoso');
    portal.unmount();
  });

  it('refetches for a newly chosen company', async () => {
    storeSelectedMember({ id: 'm-1', name: 'Budi Santoso' });
    const portal = renderMembers(`${MEMBER_PATHS.overview}/member-policy-listing/m-1`);
    await screen.findAllByTestId('member-policy-row');
    portal.switchCompany();
    await waitFor(() =>
      expect(portal.callsOf('memberPolicies').at(-1)).toEqual({
        path: { memberId: 'm-1' },
        query: { companyId: 'c-1' },
      }),
    );
    expect(portal.router.state.location.pathname).toBe(
      `${MEMBER_PATHS.overview}/member-policy-listing/m-1`,
    );
    portal.unmount();
  });
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('member details', () => {
  beforeEach(() => storeSelectedMember({ id: 'm-1', name: 'Budi Santoso' }));

  it("shows an employee's tabs, overview and bank account for the route's policy", async () => {
    const user = userEvent.setup();
    const portal = renderMembers(memberDetailsPath('GHG0001002'));
    expect(await screen.findByTestId('member-overview')).toBeInTheDocument();
    await waitFor(() =>
      expect(tabNames()).toEqual(['Ringkasan', 'Rekening bank', 'Tanggungan', 'Plan', 'Manfaat']),
    );
    expect(portal.callsOf('memberDetails')[0]).toEqual({
      path: { memberId: 'm-1' },
      query: { companyId: 'c-2', policyId: 'p-2' },
    });
    expect(portal.callsOf('memberPlanDetails')[0]).toEqual({
      path: { memberId: 'm-1', policyId: 'p-2' },
      query: { companyId: 'c-2', periodId: 'per-2a' },
    });
    const breadcrumb = screen.getByTestId('member-details-breadcrumb');
    expect(breadcrumb).toHaveAttribute('href', MEMBER_PATHS.landing);
    expect(screen.getByTestId('member-details-policy')).toHaveTextContent(
      'Kesehatan GHG0001002 (GHG0001002)',
    );
    expect(screen.getByTestId('member-details-period')).toHaveTextContent(
      '01 Agt 2026 – 31 Jul 2027',
    );
    const field = (key: string) => screen.getByTestId(`member-field-${key}`);
    expect(field('memberNumber')).toHaveTextContent('55667-00001');
    expect(field('dateOfBirth')).toHaveTextContent('05 Mar 1990');
    expect(field('email')).toHaveTextContent('--');
    expect(field('salary')).toHaveTextContent('Rp15.000.000,00');
    expect(field('plan')).toHaveTextContent('A (Staf)');
    expect(field('memberType')).toHaveTextContent('Karyawan');
    expect(field('effectiveDate')).toHaveTextContent('01 Agt 2026');

    await user.click(screen.getByTestId('member-tab-bankAccount'));
    expect(screen.getByTestId('member-bank')).toHaveTextContent('Bank Central Asia');
    await user.click(screen.getByTestId('member-tab-dependent'));
    const household = screen.getAllByTestId('member-household-row');
    expect(household).toHaveLength(1);
    expect(household[0]).toHaveTextContent('Sari Santoso');
    expect(household[0]).toHaveTextContent('Pasangan');
    expect(household[0]).toHaveTextContent('20 Nov 1992');
    await user.click(screen.getByTestId('member-tab-plans'));
    expect(screen.getByTestId('member-plan')).toHaveTextContent('A (Staf)');

    await user.click(breadcrumb);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });

  it("shows a dependent's Employee tab, no bank account, and no plan tabs without data", async () => {
    const user = userEvent.setup();
    const portal = renderMembers(memberDetailsPath('GHG0001001'), {
      memberDetails: () =>
        detail({ id: 'm-9', memberName: 'Sari Santoso', memberType: 'SPOUSE', bankAccount: null }),
      memberPlanDetails: () => planDetail('', false),
    });
    await waitFor(() =>
      expect(screen.getByTestId('member-details-name')).toHaveTextContent('Sari Santoso'),
    );
    await waitFor(() => expect(portal.callsOf('memberPlanDetails')).toHaveLength(1));
    await waitFor(() => expect(tabNames()).toEqual(['Ringkasan', 'Karyawan']));
    await user.click(screen.getByTestId('member-tab-employee'));
    const household = screen.getAllByTestId('member-household-row');
    expect(household).toHaveLength(1);
    expect(household[0]).toHaveTextContent('Budi Santoso');
    portal.unmount();
  });

  it('shows the benefits sorted by code with EX00 then MAXL last', async () => {
    const user = userEvent.setup();
    const portal = renderMembers(memberDetailsPath('GHG0001001'));
    await user.click(await screen.findByTestId('member-tab-benefits'));
    expect(screen.getByTestId('member-benefit-HBAS')).toHaveAttribute('aria-pressed', 'true');
    const hi = screen.getByTestId('member-benefit-section-HI');
    expect(
      within(hi)
        .getAllByTestId('member-benefit-row')
        .map((r) => r.dataset.code),
    ).toEqual(['HA00', 'HB01', 'EX00', 'MAXL']);
    expect(within(hi).getByText('Limit Tahunan')).toBeInTheDocument();
    expect(within(hi).getByText('Rp350.000,00')).toBeInTheDocument();
    await user.click(screen.getByTestId('member-benefit-section-tab-NM'));
    expect(screen.getByTestId('member-benefit-section-NM')).toHaveTextContent('Manfaat HN01');
    await user.click(screen.getByTestId('member-benefit-HSCI'));
    expect(screen.queryByTestId('member-benefit-section-tab-HI')).not.toBeInTheDocument();
    expect(screen.getByTestId('member-benefit-section-NM')).toHaveTextContent('Manfaat OA00');
    portal.unmount();
  });

  it.each(['id', 'en'] as const)(
    "orders the benefits by the server's code list, EX00 then MAXL last (%s)",
    async (language) => {
      const user = userEvent.setup();
      // HB01 listed first, HA00 not listed (after the listed ones), MAXL listed before EX00.
      const mappings = [
        { productType: 'HBAS', sequence: 1, benefitCodes: ['HB01', 'MAXL', 'EX00'] },
      ];
      const portal = renderMembers(
        memberDetailsPath('GHG0001001'),
        { benefitMapping: () => ({ mappings }) },
        language,
      );
      await user.click(await screen.findByTestId('member-tab-benefits'));
      const hi = screen.getByTestId('member-benefit-section-HI');
      const rows = within(hi).getAllByTestId('member-benefit-row');
      expect(rows.map((r) => r.dataset.code)).toEqual(['HB01', 'HA00', 'EX00', 'MAXL']);
      // The spec's default name of the unnamed annual limit, on English pages too.
      expect(rows.at(-1)?.children[0]).toHaveTextContent(/^Limit Tahunan$/);
      portal.unmount();
    },
  );

  it('resets the periods on a policy change and refetches only the plan on a period change', async () => {
    const user = userEvent.setup();
    const portal = renderMembers(memberDetailsPath('GHG0001001'));
    await screen.findByTestId('member-overview');
    await waitFor(() => expect(portal.callsOf('memberPlanDetails')).toHaveLength(1));

    await chooseOption(user, 'member-details-period', '01 Agt 2025 – 31 Jul 2026');
    await waitFor(() =>
      expect(portal.callsOf('memberPlanDetails').at(-1)).toEqual({
        path: { memberId: 'm-1', policyId: 'p-1' },
        query: { companyId: 'c-2', periodId: 'per-1b' },
      }),
    );
    expect(portal.callsOf('memberDetails')).toHaveLength(1);

    await chooseOption(user, 'member-details-policy', 'Kesehatan GHG0001002 (GHG0001002)');
    await waitFor(() =>
      expect(portal.callsOf('memberDetails').at(-1)).toEqual({
        path: { memberId: 'm-1' },
        query: { companyId: 'c-2', policyId: 'p-2' },
      }),
    );
    // The new policy's periods, the first selected.
    await waitFor(() =>
      expect(portal.callsOf('memberPlanDetails').at(-1)).toEqual({
        path: { memberId: 'm-1', policyId: 'p-2' },
        query: { companyId: 'c-2', periodId: 'per-2a' },
      }),
    );
    expect(portal.router.state.location.pathname).toBe(memberDetailsPath('GHG0001002'));
    expect(screen.getByTestId('member-details-period')).toHaveTextContent(
      '01 Agt 2026 – 31 Jul 2027',
    );

    await chooseOption(user, 'member-details-policy', 'Semua polis');
    await waitFor(() =>
      expect(portal.callsOf('memberDetails').at(-1)).toEqual({
        path: { memberId: 'm-1' },
        query: { companyId: 'c-2' },
      }),
    );
    const plans = portal.callsOf('memberPlanDetails').length;
    await screen.findByTestId('member-overview');
    expect(screen.getByTestId('member-details-period').classList.contains('p-disabled')).toBe(true);
    expect(tabNames()).toEqual(['Ringkasan', 'Rekening bank', 'Tanggungan']);
    expect(portal.callsOf('memberPlanDetails')).toHaveLength(plans);
    portal.unmount();
  });

  it('goes back to the member list on a company change', async () => {
    const portal = renderMembers(memberDetailsPath('GHG0001001'));
    await screen.findByTestId('member-overview');
    portal.switchCompany();
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    await screen.findAllByTestId('member-list-row');
    expect(portal.callsOf('memberList').at(-1)).toMatchObject({ body: { companyId: 'c-1' } });
    portal.unmount();
  });

  it('goes to the member list when no member was chosen', async () => {
    sessionStorage.clear();
    const portal = renderMembers(memberDetailsPath('GHG0001001'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });
});
