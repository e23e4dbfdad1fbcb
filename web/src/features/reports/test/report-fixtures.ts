import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_FAMILY_OF, type Policy, type ReportCode, type ReportType } from '@mo/contracts';
import type { FakeHandlers } from '@test/fake-api';
import { jakartaClock, listedPolicy, policyListOf } from '@test/portal-fixtures';
import { renderFeature, type FeatureRenderOptions } from '@test/render-portal';
import { reportRoutes } from '../routes';

const TITLES: Record<ReportCode, string> = {
  PROFILE: 'Member profile',
  TRANSACTION: 'Claim transaction',
  CLAIM_TRANSACTION_BREAKDOWN: 'Claim transaction breakdown',
  PREMIUM_BILLING: 'Premium billing',
  excessclaimreport: 'Excess claim',
  excessclaimbreakdownreport: 'Excess claim breakdown',
};

/** A report-type card as reportTypes answers it (dates shown except for the profile). */
export const reportCard = (value: ReportCode, more: Partial<ReportType> = {}): ReportType => ({
  title: TITLES[value],
  titles: { id: `ID ${TITLES[value]}`, en: TITLES[value] },
  descriptions: { id: `Deskripsi ${TITLES[value]}`, en: `About ${TITLES[value]}` },
  value,
  family: REPORT_FAMILY_OF[value],
  supportedFormat: ['EXCEL'],
  channelShow: false,
  requestShow: false,
  dateShow: value !== 'PROFILE',
  policyPeriodShow: true,
  textNoteShow: false,
  ...more,
});

export const reportPolicy = (id: string, policyNo: string): Policy =>
  listedPolicy({
    id,
    policyType: 'Kesehatan Kumpulan',
    policyNo,
    policyCommencementDate: '2024-08-01',
    totalActiveAndCompletedClaims: 15,
    totalSubmittedClaims: 3,
    policyPeriodVMList: [
      { id: `${id}-2024`, policyPeriodFrom: '2024-08-01', policyPeriodTo: '2025-07-31' },
      { id: `${id}-2025`, policyPeriodFrom: '2025-08-01', policyPeriodTo: '2026-07-31' },
      { id: `${id}-2026`, policyPeriodFrom: '2026-08-01', policyPeriodTo: '2027-07-31' },
    ],
  });

/** Every card of the mock, as reportTypes answers them. */
export const ALL_CARDS: ReportType[] = [
  reportCard('PROFILE', { supportedFormat: ['EXCEL', 'PDF'] }),
  reportCard('TRANSACTION', { channelShow: true, requestShow: true }),
  reportCard('CLAIM_TRANSACTION_BREAKDOWN', { channelShow: true, requestShow: true }),
  reportCard('PREMIUM_BILLING', { supportedFormat: ['EXCEL', 'PDF'] }),
  // As the mock's: the excess cards take no period.
  reportCard('excessclaimreport', { textNoteShow: true, policyPeriodShow: false }),
  reportCard('excessclaimbreakdownreport', { textNoteShow: true, policyPeriodShow: false }),
];

export const ALL_REPORT_MODULES = ['Excess Claim', 'MO Claim Breakdown'];
/** The server's Jakarta date in these tests. */
export const TODAY = '2026-11-25';

/** The answers the drawer reads: cards, two policies, the server's date. */
export const reportHandlers = (): FakeHandlers => ({
  reportTypes: () => ({ reportTypes: ALL_CARDS }),
  policyList: () =>
    policyListOf([reportPolicy('p-1', 'GHG0001001'), reportPolicy('p-2', 'GHG0001002')]),
  getSysParam: () => jakartaClock(`${TODAY} 10:00:00`),
});

/** The Reports routes signed in (company c-2), on fake answers; calls without their transport. */
export const renderReports = (path: string, options?: FeatureRenderOptions) =>
  renderFeature(
    [reportRoutes],
    path,
    { handlers: reportHandlers(), modules: ALL_REPORT_MODULES },
    options,
  );

/**
 * Opens the reports page's drawer and waits for its cards; with `code`, chooses that report.
 * Gives the drawer.
 */
export async function openReportDrawer(code?: string) {
  await userEvent.click(await screen.findByTestId('reports-open'));
  const drawer = await screen.findByTestId('report-drawer');
  await within(drawer).findByTestId('report-card-PROFILE');
  if (code) await userEvent.click(within(drawer).getByTestId(`report-card-${code}`));
  return drawer;
}
