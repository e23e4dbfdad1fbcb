import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportCode } from '@mo/contracts';
import type { Language } from '@/lib/storage';
import { REPORT_PATHS } from '../paths';
import { chooseOption } from '@test/choose-option';
import { openReportDrawer, renderReports } from '../test/report-fixtures';

/*
 * The drawer's policy period and date range (issue 27): the period is selectable once a policy is
 * chosen, the range stays inside that period (and says so), and the dates are typed as on the
 * member forms (DD-MM-YYYY or DD MMM YYYY, err009) in the page's language. The server's day is
 * the fixtures' TODAY (25 Nov 2026); policy p-1 has the periods from 1 August 2024, 2025 and 2026,
 * each a year long.
 */

/** Renders the reports page in `language`, opens the drawer and chooses the report `code`. */
async function openReport(code: ReportCode, language: Language = 'en') {
  const portal = renderReports(REPORT_PATHS.display, { language });
  return { portal, drawer: await openReportDrawer(code) };
}
const pick = (testId: string, option: string) => chooseOption(userEvent, testId, option);
const typeDate = async (testId: string, typed: string) => {
  const input = screen.getByTestId(testId);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.tab();
  return input;
};

describe('the policy period of the reports drawer', () => {
  it.each<ReportCode>(['TRANSACTION', 'CLAIM_TRANSACTION_BREAKDOWN', 'PREMIUM_BILLING'])(
    '%s: a chosen policy enables the period, All Policies disables it',
    async (code) => {
      const { portal, drawer } = await openReport(code);
      await pick('report-policy', 'All policies');
      expect(within(drawer).getByTestId('report-period')).toHaveClass('p-disabled');
      await pick('report-policy', 'Kesehatan Kumpulan (GHG0001002)');
      expect(within(drawer).getByTestId('report-period')).not.toHaveClass('p-disabled');
      // Another period can be chosen, and the range follows it.
      await pick('report-period', '01 Aug 2025 – 31 Jul 2026');
      expect(within(drawer).getByTestId('report-date-to')).toHaveValue('31 Jul 2026');
      portal.unmount();
    },
  );

  it('keeps the range inside the chosen period, says so, and sends it', async () => {
    const { portal, drawer } = await openReport('TRANSACTION');
    // The current period began 01 Aug 2026: the twelve months back stop there, visibly.
    expect(within(drawer).getByTestId('report-date-from')).toHaveValue('01 Aug 2026');
    expect(within(drawer).getByTestId('report-date-hint')).toHaveTextContent(
      'The report covers the chosen policy period: choose dates from 01 Aug 2026 to 25 Nov 2026.',
    );
    // The previous period: from the twelve months' minimum to its last day.
    await pick('report-period', '01 Aug 2025 – 31 Jul 2026');
    expect(within(drawer).getByTestId('report-date-from')).toHaveValue('25 Nov 2025');
    expect(within(drawer).getByTestId('report-date-to')).toHaveValue('31 Jul 2026');
    await typeDate('report-date-to', '01-08-2026');
    expect(screen.getByTestId('report-date-to-message')).toHaveTextContent(
      'Choose an end date on or before 31 Jul 2026.',
    );
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();
    await typeDate('report-date-to', '15-07-2026');
    await userEvent.click(within(drawer).getByTestId('report-generate'));
    await waitFor(() => expect(portal.callsOf('groupReportCount')).toHaveLength(1));
    expect(portal.callsOf('groupReportCount')[0]?.body).toMatchObject({
      periodId: 'p-1-2025',
      dateFrom: '2025-11-25',
      dateTo: '2026-07-15',
    });
    portal.unmount();
  });

  it('says when a period has no day the report can cover, and reaches back 24 months', async () => {
    const { portal, drawer } = await openReport('TRANSACTION');
    await pick('report-period', '01 Aug 2024 – 31 Jul 2025');
    expect(within(drawer).getByTestId('report-dates')).toHaveTextContent(
      'This policy period has no dates this report can cover. Choose a later period.',
    );
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();
    // Premium billing goes 24 months back: into that period.
    await userEvent.click(within(drawer).getByTestId('report-card-PREMIUM_BILLING'));
    expect(within(drawer).getByTestId('report-date-hint')).toHaveTextContent(
      'choose dates from 25 Nov 2024 to 31 Jul 2025.',
    );
    expect(within(drawer).getByTestId('report-generate')).toBeEnabled();
    portal.unmount();
  });

  it('keeps the minimum and today as the bounds for All Policies, with their messages', async () => {
    const { portal, drawer } = await openReport('PREMIUM_BILLING');
    await pick('report-policy', 'All policies');
    expect(within(drawer).getByTestId('report-date-hint')).toHaveTextContent(
      'Choose dates from 25 Jul 2026 to 25 Nov 2026.',
    );
    await typeDate('report-date-from', '24-07-2026');
    expect(screen.getByTestId('report-date-from-message')).toHaveTextContent(
      'Choose a start date on or after 25 Jul 2026.',
    );
    await typeDate('report-date-to', '26-11-2026');
    expect(screen.getByTestId('report-date-to-message')).toHaveTextContent(
      'Choose an end date on or before 25 Nov 2026.',
    );
    await typeDate('report-date-from', '01-10-2026');
    await typeDate('report-date-to', '30-09-2026');
    expect(screen.getByTestId('report-date-to-message')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();
    portal.unmount();
  });
});

describe('typing the dates, in the page language', () => {
  it.each<[Language, string, string, string]>([
    ['en', '25 Nov 2026', '01 Dec 2025', 'Enter the date as DD-MM-YYYY or DD MMM YYYY.'],
    ['id', '25 Nov 2026', '01 Des 2025', 'Format tanggal harus DD-MM-YYYY atau DD MMM YYYY.'],
  ])('%s: DD-MM-YYYY shows as DD MMM YYYY; 31-02-2026 is err009', async (lang, nov, dec, err) => {
    const { portal, drawer } = await openReport('TRANSACTION', lang);
    const from = screen.getByTestId('report-date-from');
    expect(from).not.toHaveAttribute('type', 'date');
    expect(await typeDate('report-date-to', '25-11-2026')).toHaveValue(nov);
    await pick(
      'report-period',
      lang === 'en' ? '01 Aug 2025 – 31 Jul 2026' : '01 Agt 2025 – 31 Jul 2026',
    );
    expect(await typeDate('report-date-from', '01-12-2025')).toHaveValue(dec);
    await typeDate('report-date-from', '31-02-2026');
    expect(from).toHaveValue('31-02-2026');
    expect(screen.getByTestId('report-date-from-message')).toHaveTextContent(err);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByTestId('report-generate')).toBeDisabled();
    // DD MMM YYYY is taken too, in the page's month names.
    expect(await typeDate('report-date-from', dec)).toHaveValue(dec);
    expect(within(drawer).getByTestId('report-generate')).toBeEnabled();
    portal.unmount();
  });
});
