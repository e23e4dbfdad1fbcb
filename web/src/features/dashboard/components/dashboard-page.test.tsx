import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { Policy } from '@mo/contracts';
import { formatMoney } from '@/lib/formatters';
import { nextTurn } from '@/lib/next-task';
import { PATHS } from '@/lib/paths';
import { companySelected } from '@/lib/session';
import { readStored, writeStored } from '@/lib/storage';
import { fail, profileOf, type FakeHandlers } from '@test/fake-api';
import { listedPolicy, policyListOf } from '@test/portal-fixtures';
import { renderPortal } from '@test/render-portal';
import { openPanel } from '@test/choose-option';

// A canvas needs a 2D context jsdom lacks: the charts render their props instead.
jest.mock('react-chartjs-2', () => ({
  Bar: (props: {
    'aria-label': string;
    options: { scales: { x: { ticks: { precision: number; callback: (v: number) => string } } } };
  }) => (
    <div
      role="img"
      aria-label={props['aria-label']}
      data-tick-12345={props.options.scales.x.ticks.callback(12345)}
      data-tick-precision={props.options.scales.x.ticks.precision}
    />
  ),
  Doughnut: (props: { 'aria-label': string; options: { cutout: string } }) => (
    <div role="img" aria-label={props['aria-label']} data-cutout={props.options.cutout} />
  ),
}));

// Counted: an amount card that renders calls it with its amounts (see the renders test below).
jest.mock('@/lib/formatters', () => {
  const actual = jest.requireActual('@/lib/formatters');
  return { ...actual, formatMoney: jest.fn(actual.formatMoney) };
});
const formatMoneyMock = formatMoney as jest.MockedFunction<typeof formatMoney>;

// The charts' turns (charts.tsx): real unless a test holds them.
jest.mock('@/lib/next-task', () => {
  const actual = jest.requireActual('@/lib/next-task');
  return { ...actual, nextTurn: jest.fn(actual.nextTurn) };
});
const nextTurnMock = nextTurn as jest.MockedFunction<typeof nextTurn>;

const policy = (id: string, policyType: string, policyNo: string): Policy =>
  listedPolicy({
    id,
    policyType,
    policyNo,
    totalActiveAndCompletedClaims: 15,
    totalSubmittedClaims: 3,
  });

const policies = [
  policy('p-1', 'Asuransi Kesehatan Kumpulan', 'GHG0001001'),
  policy('p-2', 'Group Hospital & Surgical', 'GHG0001002'),
];
const listOf = (items: Policy[]) => () => policyListOf(items);

const amountCard = (total: number, outstanding: number) => ({
  totalAmount: [
    { value: total, label: 'Total' },
    { value: outstanding, label: 'Outstanding' },
  ],
});
const entry = (param: string, type: string, totalCount: number, totalAmount = 0) => ({
  param,
  type,
  totalCount,
  totalAmount,
});
const widgetAnswers: FakeHandlers = {
  lastLogin: () => ({ previousLoginTime: '2026-11-20T02:05:00Z' }),
  dashboardAmounts: () => ({
    premiumBilling: amountCard(125_000_000, 25_000_000),
    excessClaim: amountCard(3_500_000, 1_250_000.5),
  }),
  // The mock's answers: English labels (param) with the code (type); plans as number and description.
  dashboardBarCharts: () => ({
    byPlan: [entry('Plan A', 'Rawat Inap A', 30), entry('Plan B', 'Rawat Inap B', 18)],
    byMemberType: [entry('Employee', 'E', 20), entry('Spouse', 'S', 15), entry('Child', 'C', 13)],
  }),
  dashboardClaimCounts: (params) => ({
    // OS and the empty code (submitted) as the mock lists them after the spec's four; RV: a
    // status the portal has no words for shows the server's label.
    claimStatus: [
      entry('Paid', 'CC', 10),
      entry('Pending', 'CP', 3),
      entry('Approved', 'CA', 2),
      entry('Rejected', 'CR', 1),
      entry('Outstanding Document', 'OS', 4),
      entry('Submitted', '', 5),
      entry('Revision', 'RV', 1),
    ],
    claimPaid:
      (params.query as { groupBy: string }).groupBy === 'plan'
        ? [entry('Plan A', 'C', 4, 9_000_000)]
        : [entry('Employee', 'E', 6, 7_000_000), entry('Spouse', 'S', 2, 2_000_000)],
  }),
};

/** The screen-reader list of a chart: one "label: figure" per entry. */
const chartTexts = (widget: string) =>
  within(screen.getByTestId(`dashboard-chart-data-${widget}`))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The calls that went with this company and this policy. */
const callsPairing = (
  calls: ReadonlyArray<{ params: { query?: unknown } }>,
  companyId: string,
  policyId: string,
) =>
  calls.filter((c) => {
    const query = c.params.query as { companyId?: string; policyId?: string } | undefined;
    return query?.companyId === companyId && query.policyId === policyId;
  });

const ALL_MODULES = ['Home', 'View Member Details', 'Excess Claim', 'MO Claim Breakdown'];

/** A broker signed in with the second of two companies selected. */
function openDashboard(
  handlers: FakeHandlers,
  modules: string[] = ALL_MODULES,
  language: 'id' | 'en' = 'id',
) {
  const profile = profileOf([
    ['c-1', 'PT Satu'],
    ['c-2', 'PT Dua'],
  ]);
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profile);
  writeStored('moCompanyId', 'c-2');
  writeStored('moCompanyName', 'PT Dua');
  writeStored('userAccess', modules);
  // A language chosen on this device wins over the profile's preferred one.
  writeStored('selectedLanguage', language);
  return renderPortal(PATHS.baseArea, {
    handlers: { ...widgetAnswers, ...handlers },
    language,
  });
}

describe('dashboard', () => {
  it('renders each card as its answer arrives, not the cards already shown again', async () => {
    let answerClaims = (_: unknown) => {};
    const claims = new Promise((resolve) => (answerClaims = resolve));
    openDashboard({
      policyList: listOf(policies),
      dashboardClaimCounts: (params) =>
        claims.then(() => widgetAnswers.dashboardClaimCounts!(params)),
    });
    // The dashboard's lazy chunk and its charts: on a loaded two-core CI worker this took over 5 s.
    const slow = { timeout: 15_000 };
    expect(
      await screen.findByTestId('dashboard-premiumBilling-total', {}, slow),
    ).toBeInTheDocument();
    await screen.findByTestId('dashboard-chart-data-plan', {}, slow);
    const premiumRenders = () =>
      formatMoneyMock.mock.calls.filter(([amount]) => amount === 125_000_000).length;
    const before = premiumRenders();
    expect(before).toBeGreaterThan(0);
    await act(async () => answerClaims(undefined));
    await screen.findByTestId('dashboard-chart-data-claimStatus', {}, slow);
    expect(premiumRenders()).toBe(before);
  });

  it('draws its charts one per turn, not all four in the task that mounts them', async () => {
    const real = nextTurnMock.getMockImplementation()!;
    const grants: Array<() => void> = [];
    nextTurnMock.mockImplementation(() => new Promise<void>((grant) => grants.push(grant)));
    try {
      openDashboard({ policyList: listOf(policies) });
      await screen.findByTestId('dashboard-chart-data-claimStatus');
      // (StrictMode mounts each chart twice in tests: the first mount's turn is given up)
      await waitFor(() => expect(grants.length).toBeGreaterThanOrEqual(4));
      const busy = () => screen.queryAllByRole('img', { busy: true }).length;
      expect(busy()).toBe(4);
      // one turn draws one chart
      await act(async () => grants.at(-1)!());
      await waitFor(() => expect(busy()).toBe(3));
      await act(async () => grants.slice(0, -1).forEach((grant) => grant()));
      await waitFor(() => expect(busy()).toBe(0));
    } finally {
      nextTurnMock.mockImplementation(real);
    }
  });

  it('draws a chart only once its box comes near the screen (a phone shows none of them at first)', async () => {
    // The browser's IntersectionObserver (jsdom has none: there, every chart is drawn at once).
    const watching = new Set<{ target: Element; report: (near: boolean) => void }>();
    const margins: string[] = [];
    class FakeObserver {
      private readonly mine = new Set<{ target: Element; report: (near: boolean) => void }>();
      constructor(
        private readonly callback: IntersectionObserverCallback,
        options: IntersectionObserverInit = {},
      ) {
        margins.push(options.rootMargin ?? '');
      }
      observe(target: Element) {
        const watch = {
          target,
          report: (near: boolean) =>
            this.callback(
              [{ target, isIntersecting: near } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        };
        this.mine.add(watch);
        watching.add(watch);
      }
      disconnect() {
        this.mine.forEach((watch) => watching.delete(watch));
        this.mine.clear();
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    const win = window as unknown as { IntersectionObserver?: unknown };
    win.IntersectionObserver = FakeObserver;
    const busy = () => screen.queryAllByRole('img', { busy: true }).length;
    const watchOf = (widget: string) =>
      [...watching].find((w) => screen.getByTestId(`dashboard-chart-${widget}`).contains(w.target));
    try {
      openDashboard({ policyList: listOf(policies) });
      await screen.findByTestId('dashboard-chart-data-claimStatus');
      await waitFor(() => expect(watching.size).toBe(4));
      expect(margins.every((m) => m === '240px 0px')).toBe(true);
      // reported as still far from the screen: nothing is drawn
      await act(async () => watching.forEach((w) => w.report(false)));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(busy()).toBe(4);
      // the first bar chart's box comes near: it alone is drawn, and no longer watched
      await act(async () => watchOf('plan')!.report(true));
      await waitFor(() => expect(busy()).toBe(3));
      expect(
        within(screen.getByTestId('dashboard-chart-plan')).queryByRole('img', { busy: true }),
      ).toBeNull();
      await waitFor(() => expect(watching.size).toBe(3));
      await act(async () => [...watching].forEach((w) => w.report(true)));
      await waitFor(() => expect(busy()).toBe(0));
    } finally {
      delete win.IntersectionObserver;
    }
  });

  it('shows no dashboard data to a user without the Home module', async () => {
    const portal = openDashboard({}, ['Excess Claim']);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-premiumBilling-total')).not.toBeInTheDocument();
    expect(portal.api.calls.map((c) => c.id)).not.toContain('dashboardAmounts');
  });

  it('hides the cards of the areas the modules do not open, and does not fetch them', async () => {
    const portal = openDashboard({ policyList: listOf(policies) }, ['Home']);
    expect(await screen.findByTestId('dashboard-premiumBilling-total')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-title-plan')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-excessClaim-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-title-memberType')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-title-claimStatus')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-title-claimPaid')).not.toBeInTheDocument();
    expect(portal.api.calls.map((c) => c.id)).not.toContain('dashboardClaimCounts');
    portal.unmount();
  });

  it('sends visitors without a session to sign-in', async () => {
    const portal = renderPortal(PATHS.home, { handlers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.signIn);
    portal.unmount();
  });

  it('shows the selected company and its policies in the dropdown', async () => {
    const portal = openDashboard({ policyList: listOf(policies) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.home);
    expect(screen.getByTestId('company-name')).toHaveTextContent('PT Dua');
    const summary = await screen.findByTestId('policy-summary');
    expect(within(summary).getByText('GHG0001001')).toBeInTheDocument();
    expect(within(summary).getByText('01 Agt 2026 – 31 Jul 2027')).toBeInTheDocument();
    expect(screen.getByTestId('policy-dropdown')).toHaveTextContent(
      'Asuransi Kesehatan Kumpulan – GHG0001001',
    );
    expect(portal.api.calls.find((c) => c.id === 'policyList')).toEqual({
      id: 'policyList',
      params: expect.objectContaining({ query: expect.objectContaining({ companyId: 'c-2' }) }),
    });
    expect(document.title).toBe('Beranda | Portal Korporat');
    expect(document.body.dataset.screen).toBe('Home_Dashboard');
    portal.unmount();
  });

  it('keeps the last-login line’s place and covers the shown policy while figures load (no layout shift)', async () => {
    let loginArrives: (value: unknown) => void = () => undefined;
    let amountsArrive: (value: unknown) => void = () => undefined;
    const portal = openDashboard({
      policyList: listOf(policies),
      lastLogin: () => new Promise((resolve) => (loginArrives = resolve)),
      dashboardAmounts: () => new Promise((resolve) => (amountsArrive = resolve)),
    });
    expect(await screen.findByTestId('policy-summary')).toBeInTheDocument();
    // the line is there, empty and hidden from screen readers, until the time arrives
    expect(screen.getByTestId('last-login-slot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('last-login')).not.toBeInTheDocument();
    // the policy is shown: the loader lies over the page instead of sitting above its panels
    expect(screen.getByTestId('page-loader')).toHaveClass('page-loader--overlay');
    await act(async () => {
      loginArrives(widgetAnswers.lastLogin!({}));
      amountsArrive(widgetAnswers.dashboardAmounts!({}));
    });
    expect(await screen.findByTestId('last-login')).toBeInTheDocument();
    expect(screen.queryByTestId('last-login-slot')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument());
    portal.unmount();
  });

  it('shows the last login, amount cards, charts and donuts of the first policy', async () => {
    const user = userEvent.setup();
    const portal = openDashboard({ policyList: listOf(policies) });
    // 02:05 UTC is 9:05 AM in Jakarta: the spec's 12-hour form on the Indonesian page too.
    expect(await screen.findByTestId('last-login')).toHaveTextContent(
      'Waktu masuk sebelumnya: 20 Nov 2026, 9:05 AM WIB',
    );
    expect(await screen.findByTestId('dashboard-premiumBilling-total')).toHaveTextContent(
      'Rp125.000.000,00',
    );
    expect(screen.getByTestId('dashboard-premiumBilling-outstanding')).toHaveTextContent(
      'Rp25.000.000,00',
    );
    expect(screen.getByTestId('dashboard-excessClaim-outstanding')).toHaveTextContent(
      'Rp1.250.000,50',
    );
    expect(screen.getByTestId('dashboard-title-excessClaim')).toHaveAttribute(
      'href',
      '/mo/eb-app-claims/claim-excess/listing',
    );
    expect(screen.getByTestId('dashboard-title-plan')).toHaveAttribute(
      'href',
      '/mo/eb-app-policy-benefit/landing/list',
    );
    // chart.js comes in its own chunk: the donut is drawn once it has loaded, in the same box
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Klaim Dibayar' })).toHaveAttribute(
        'data-cutout',
        '70%',
      ),
    );
    // each chart is drawn in a turn of its own (charts.tsx): every one of them, in the end
    await waitFor(() => expect(screen.queryByRole('img', { busy: true })).not.toBeInTheDocument());
    // whole members on the bars' axis, grouped as the portal writes counts
    const bars = screen.getByRole('img', { name: 'Peserta per Jenis Peserta' });
    expect(bars).toHaveAttribute('data-tick-12345', '12.345');
    expect(bars).toHaveAttribute('data-tick-precision', '0');
    expect(chartTexts('memberType')).toEqual(['Karyawan: 20', 'Pasangan: 15', 'Anak: 13']);
    expect(chartTexts('claimPaid')).toEqual([
      'Karyawan: Rp7.000.000,00',
      'Pasangan: Rp2.000.000,00',
    ]);
    const ids = portal.api.calls.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(['lastLogin', 'dashboardAmounts', 'dashboardBarCharts']),
    );
    expect(portal.api.calls.find((c) => c.id === 'dashboardAmounts')?.params).toMatchObject({
      query: { companyId: 'c-2', policyId: 'p-1' },
    });

    await user.click(screen.getByTestId('claim-paid-group-by'));
    await user.click(await screen.findByRole('option', { name: 'Plan', hidden: true }));
    // A plan keeps its label, even when its description looks like a member type code.
    await waitFor(() => expect(chartTexts('claimPaid')).toEqual(['Plan A: Rp9.000.000,00']));
    expect(portal.api.calls.at(-1)).toMatchObject({
      id: 'dashboardClaimCounts',
      params: { query: { groupBy: 'plan', policyId: 'p-1' } },
    });
    portal.unmount();
  });

  it('names member types and claim statuses by their code in the page language', async () => {
    const portal = openDashboard({ policyList: listOf(policies) });
    await screen.findByTestId('dashboard-chart-data-claimStatus');
    expect(chartTexts('claimStatus')).toEqual([
      'Dibayar: 10',
      'Tertunda: 3',
      'Disetujui: 2',
      'Ditolak: 1',
      'Dokumen belum lengkap: 4',
      'Diajukan: 5',
      'Revision: 1',
    ]);
    expect(chartTexts('plan')).toEqual(['Plan A: 30', 'Plan B: 18']);
    // The legend of the donut says the same.
    const legend = within(screen.getByTestId('dashboard-chart-claimStatus')).getByText(
      'Dibayar: 10',
      { selector: '.dashboard-legend li' },
    );
    expect(legend).toBeInTheDocument();
    portal.unmount();
  });

  it('shows the English labels on an English page', async () => {
    const portal = openDashboard({ policyList: listOf(policies) }, ALL_MODULES, 'en');
    await screen.findByTestId('dashboard-chart-data-claimStatus');
    expect(chartTexts('memberType')).toEqual(['Employee: 20', 'Spouse: 15', 'Child: 13']);
    expect(chartTexts('claimStatus')).toEqual([
      'Paid: 10',
      'Pending: 3',
      'Approved: 2',
      'Rejected: 1',
      'Outstanding document: 4',
      'Submitted: 5',
      'Revision: 1',
    ]);
    // The last login in the same 12-hour form as the Indonesian page, Rupiah as Indonesian writes it.
    expect(screen.getByTestId('last-login')).toHaveTextContent(
      'Previous login: 20 Nov 2026, 9:05 AM WIB',
    );
    expect(screen.getByTestId('dashboard-premiumBilling-total')).toHaveTextContent(
      'Rp125.000.000,00',
    );
    portal.unmount();
  });

  it('reloads for the new company when the company changes', async () => {
    const portal = openDashboard({ policyList: listOf(policies) });
    await screen.findByTestId('dashboard-premiumBilling-total');
    portal.api.answer({ policyList: listOf([policy('p-9', 'Kumpulan Satu', 'GHG0009009')]) });
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitFor(() =>
      expect(
        portal.api.calls.filter((c) => c.id === 'dashboardAmounts').at(-1)?.params,
      ).toMatchObject({
        query: { companyId: 'c-1', policyId: 'p-9' },
      }),
    );
    // No call ever pairs the new company with the old company's policy.
    expect(callsPairing(portal.api.calls, 'c-1', 'p-1')).toEqual([]);
    // Back to the first company, whose list and figures are already known: its answers come at
    // once (the drawn list still the other company's for a moment), and still no call mixes them.
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('policy-dropdown')).toHaveTextContent('GHG0001001'),
    );
    expect(await screen.findByTestId('dashboard-premiumBilling-total')).toBeInTheDocument();
    expect(callsPairing(portal.api.calls, 'c-2', 'p-9')).toEqual([]);
    portal.unmount();
  });

  it('searches a dropdown of more than ten policies, and lists every page of them', async () => {
    const user = userEvent.setup();
    // 112 policies: 100 on page 1, 12 on page 2 (the largest page the list allows is 100).
    const many = Array.from({ length: 112 }, (_, i) =>
      policy(`p-${i + 1}`, 'Asuransi Kesehatan', `GHG${String(i + 1).padStart(7, '0')}`),
    );
    const portal = openDashboard({
      policyList: (params) => {
        const { currentPage, pageSize } = params.query as { currentPage: number; pageSize: number };
        return {
          policies: many.slice((currentPage - 1) * pageSize, currentPage * pageSize),
          pagination: { currentPage, pageSize, totalPage: 2, totalRecord: many.length },
        };
      },
    });
    expect(await screen.findByTestId('policy-summary')).toBeInTheDocument();
    expect(
      portal.api.calls
        .filter((c) => c.id === 'policyList')
        .map((c) => (c.params.query as { currentPage: number }).currentPage),
    ).toEqual([1, 2]);
    const panel = await openPanel(user, 'policy-dropdown');
    expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(112);
    const search = within(panel).getByRole('textbox', { name: 'Cari Polis', hidden: true });
    await user.type(search, 'GHG0000112');
    await waitFor(() =>
      expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(1),
    );
    portal.unmount();
  });

  it('offers a retry in the error dialog when the policies cannot load', async () => {
    const user = userEvent.setup();
    const portal = openDashboard({ policyList: fail('policyList', 'GC500') });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Terjadi kendala (GC500)');
    // PrimeReact's own close button speaks the page language too.
    expect(dialog.querySelector('.p-dialog-header-close')).toHaveAttribute('aria-label', 'Tutup');
    portal.api.answer({ policyList: listOf(policies) });
    await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('policy-summary')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    portal.unmount();
  });

  it('signs out from the user menu even when the server cannot end the session', async () => {
    const user = userEvent.setup();
    const portal = openDashboard({
      policyList: listOf(policies),
      deleteSession: fail('deleteSession', 'GC500'),
    });
    await user.click(await screen.findByTestId('user-menu-button'));
    // PrimeReact measures the popup with display:none, which jsdom keeps: query hidden items too.
    await user.click(await screen.findByRole('menuitem', { name: 'Keluar', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(portal.api.calls.map((c) => c.id)).toContain('deleteSession');
    expect(readStored('authenticationToken')).toBeNull();
    expect(readStored('_moUserProfile')).toBeNull();
    portal.unmount();
  });
});
