import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportContent } from '@mo/contracts';
import { fail, type FakeHandlers } from '@test/fake-api';
import { REPORT_PATHS } from '../paths';
import { chooseOption } from '@test/choose-option';
import { openReportDrawer, renderReports } from '../test/report-fixtures';

type Portal = ReturnType<typeof renderReports>;

const excel = (reportName: string): ReportContent => ({
  fileContent: btoa('xlsx'),
  format: 'EXCEL',
  reportName,
});

const lastBody = (portal: Portal, id: string) => portal.callsOf(id).at(-1)?.body;

/** Renders the page on `handlers`, chooses the report `code` in the drawer and generates it. */
async function generate(code: string, handlers: FakeHandlers) {
  const user = userEvent.setup();
  const portal = renderReports(REPORT_PATHS.display, { handlers });
  const drawer = await openReportDrawer(code);
  await user.click(within(drawer).getByTestId('report-generate'));
  return { user, portal, drawer };
}

let saved: string[] = [];
let click: jest.SpyInstance;
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => click.mockRestore());

describe('the reports routes', () => {
  it.each([REPORT_PATHS.area, REPORT_PATHS.landing])('%s goes to report_display', async (from) => {
    const portal = renderReports(from);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(REPORT_PATHS.display));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    portal.unmount();
  });
});

describe('the reports drawer', () => {
  it('offers the cards in the page language, excess and breakdown only with their modules', async () => {
    const portal = renderReports(REPORT_PATHS.display, { modules: [], language: 'id' });
    const drawer = await openReportDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Buat laporan' })).toBeInTheDocument();
    expect(within(drawer).getByTestId('report-card-PROFILE')).toHaveTextContent(
      'ID Member profile',
    );
    expect(within(drawer).queryByTestId('report-card-excessclaimreport')).not.toBeInTheDocument();
    expect(
      within(drawer).queryByTestId('report-card-CLAIM_TRANSACTION_BREAKDOWN'),
    ).not.toBeInTheDocument();
    expect(portal.callsOf('reportTypes')[0]).toEqual({ query: { companyId: 'c-2', lang: 'id' } });
    portal.unmount();
  });

  it('shows each card its own controls', async () => {
    const user = userEvent.setup();
    const portal = renderReports(REPORT_PATHS.display);
    const drawer = await openReportDrawer();
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();

    await user.click(within(drawer).getByTestId('report-card-PROFILE'));
    expect(within(drawer).queryByTestId('report-dates')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('report-format-PDF')).toBeInTheDocument();
    expect(within(drawer).getByTestId('report-format-EXCEL')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('report-note')).not.toBeInTheDocument();

    await user.click(within(drawer).getByTestId('report-card-TRANSACTION'));
    expect(within(drawer).queryByTestId('report-format-PDF')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('report-date-criteria')).toBeInTheDocument();
    expect(within(drawer).getByTestId('report-channel')).toBeInTheDocument();
    expect(within(drawer).getByTestId('report-request-type')).toBeInTheDocument();
    // Transaction history of one policy: 12 months back, inside the current period (from
    // 01 Aug 2026), to today on the server's clock.
    expect(within(drawer).getByTestId('report-date-from')).toHaveValue('01 Aug 2026');
    expect(within(drawer).getByTestId('report-date-to')).toHaveValue('25 Nov 2026');

    await user.click(within(drawer).getByTestId('report-card-excessclaimreport'));
    expect(within(drawer).getByTestId('report-note')).toHaveTextContent('maximum of 4 months');
    expect(within(drawer).queryByTestId('report-date-criteria')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('report-channel')).not.toBeInTheDocument();
    // No period on the excess cards: 24 months back.
    expect(within(drawer).queryByTestId('report-period')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('report-date-from')).toHaveValue('25 Nov 2024');
    portal.unmount();
  });

  it('disables the period for All Policies and starts the range 4 months back', async () => {
    const user = userEvent.setup();
    const portal = renderReports(REPORT_PATHS.display);
    const drawer = await openReportDrawer('PROFILE');
    expect(within(drawer).getByTestId('report-period')).not.toHaveClass('p-disabled');
    await chooseOption(userEvent, 'report-policy', 'All policies');
    expect(within(drawer).getByTestId('report-period')).toHaveClass('p-disabled');
    await user.click(within(drawer).getByTestId('report-card-PREMIUM_BILLING'));
    expect(within(drawer).getByTestId('report-date-from')).toHaveValue('25 Jul 2026');
    portal.unmount();
  });

  it('fetches the member profile directly and saves it as DDMMYY_GE_<name>', async () => {
    const user = userEvent.setup();
    const portal = renderReports(REPORT_PATHS.display, {
      handlers: { memberReport: () => excel('251126_GE_Member Profile') },
    });
    const drawer = await openReportDrawer('PROFILE');
    await user.click(within(drawer).getByTestId('report-format-PDF'));
    await user.click(within(drawer).getByTestId('report-format-EXCEL'));
    await user.click(within(drawer).getByTestId('report-generate'));
    await waitFor(() => expect(saved).toEqual(['251126_GE_Member Profile.xlsx']));
    expect(portal.callsOf('memberReportCount')).toHaveLength(0);
    expect(lastBody(portal, 'memberReport')).toEqual({
      companyId: 'c-2',
      policyId: 'p-1',
      periodId: 'p-1-2026',
      reportCode: 'PROFILE',
      reportFormat: 'EXCEL',
      fileNumber: 1,
    });
    portal.unmount();
  });

  it('lists the files of a claim report first and fetches its one file, by approved date', async () => {
    const user = userEvent.setup();
    const portal = renderReports(REPORT_PATHS.display, {
      handlers: {
        groupReportCount: () => ({ reportFiles: [{ fileNumber: 1, reportName: 'Claims' }] }),
        groupReport: () => excel('Claim Transaction'),
      },
    });
    const drawer = await openReportDrawer('TRANSACTION');
    await user.click(within(drawer).getByTestId('report-criterion-approvedDate'));
    await chooseOption(userEvent, 'report-channel', 'Web');
    await user.click(within(drawer).getByTestId('report-generate'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^\d{6}_GE_Claim Transaction\.xlsx$/);
    expect(lastBody(portal, 'groupReportCount')).toEqual({
      companyId: 'c-2',
      policyId: 'p-1',
      periodId: 'p-1-2026',
      reportCode: 'TRANSACTION',
      reportFormat: 'EXCEL',
      approvalDateFrom: '2026-08-01',
      approvalDateTo: '2026-11-25',
      submitVia: 'WEB',
      requestType: 'ALL',
    });
    expect(lastBody(portal, 'groupReport')).toMatchObject({ fileNumber: 1 });
    portal.unmount();
  });

  it('fetches the data directly when the file list is empty', async () => {
    const { portal } = await generate('PREMIUM_BILLING', {
      policyReportCount: () => ({ reportFiles: [] }),
      policyReport: () => excel('Premium Billing'),
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(lastBody(portal, 'policyReport')).toMatchObject({
      reportCode: 'PREMIUM_BILLING',
      fileNumber: 1,
      dateFrom: '2026-08-01',
    });
    portal.unmount();
  });

  it('offers several files in the file-choice dialog', async () => {
    const { user, portal } = await generate('excessclaimreport', {
      groupReportCount: () => ({
        reportFiles: [1, 2, 3].map((n) => ({ fileNumber: n, reportName: `Excess_Part${n}` })),
      }),
      groupReport: (p) => excel(`Excess_Part${(p.body as { fileNumber: number }).fileNumber}`),
    });
    const dialog = await screen.findByTestId('download-dialog');
    expect(within(dialog).getAllByTestId(/^download-file-/)).toHaveLength(3);
    await user.click(within(dialog).getByTestId('download-file-3'));
    expect(await within(dialog).findByTestId('downloaded-3')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/_GE_Excess_Part3\.xlsx$/);
    portal.unmount();
  });

  it('shows the wait on a report prepared in the background, and cancels it', async () => {
    const { user, portal, drawer } = await generate('PROFILE', {
      memberReport: () => ({
        ...excel('Member Profile'),
        fileContent: '',
        fileGatewayRefNo: 'FG9',
      }),
      fileReady: () => ({
        fileGatewayRefNo: 'FG9',
        ready: false,
        reportName: 'Member Profile',
        format: 'EXCEL',
        rows: 0,
      }),
    });
    expect(await within(drawer).findByTestId('report-waiting')).toHaveTextContent(
      'preparing "Member Profile"',
    );
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();
    expect(portal.callsOf('fileReady')[0]).toEqual({
      query: { companyId: 'c-2', fileGatewayRefNo: 'FG9' },
    });
    await user.click(within(drawer).getByTestId('report-wait-cancel'));
    await waitFor(() =>
      expect(within(drawer).queryByTestId('report-waiting')).not.toBeInTheDocument(),
    );
    expect(within(drawer).getByTestId('report-generate')).toBeEnabled();
    expect(saved).toEqual([]);
    portal.unmount();
  });

  it('opens the error dialog when the file list fails', async () => {
    const user = userEvent.setup();
    const portal = renderReports(REPORT_PATHS.display, {
      handlers: { groupReportCount: fail('groupReportCount', 'GC500') },
    });
    const drawer = await openReportDrawer('excessclaimbreakdownreport');
    await user.click(within(drawer).getByTestId('report-generate'));
    expect(await screen.findByTestId('error-dialog')).toBeInTheDocument();
    expect(saved).toEqual([]);
    portal.unmount();
  });
});
