import type { ReportType } from '@mo/contracts';
import { decideDownload } from '@/lib/report-download';
import { reportCard } from '../test/report-fixtures';
import {
  cardsFor,
  chooseFormat,
  controlsOf,
  downloadRequestOf,
  formatsOf,
  newestPeriod,
  type ReportForm,
} from './report-rules';

const cards: ReportType[] = [
  reportCard('PROFILE'),
  reportCard('TRANSACTION'),
  reportCard('CLAIM_TRANSACTION_BREAKDOWN'),
  reportCard('PREMIUM_BILLING'),
  reportCard('excessclaimreport'),
  reportCard('excessclaimbreakdownreport'),
];
const codes = (list: ReportType[]) => list.map((c) => c.value);

describe('report cards and modules', () => {
  it('shows excess cards only with the Excess Claim module', () => {
    expect(codes(cardsFor(cards, []))).toEqual(['PROFILE', 'TRANSACTION', 'PREMIUM_BILLING']);
    expect(codes(cardsFor(cards, ['excess claim']))).toEqual([
      'PROFILE',
      'TRANSACTION',
      'PREMIUM_BILLING',
      'excessclaimreport',
      'excessclaimbreakdownreport',
    ]);
  });
  it('shows the claim breakdown card with either Claim Breakdown module', () => {
    expect(codes(cardsFor(cards, ['MO Claim Breakdown']))).toContain('CLAIM_TRANSACTION_BREAKDOWN');
    expect(codes(cardsFor(cards, ['FO Claim Breakdown']))).toContain('CLAIM_TRANSACTION_BREAKDOWN');
    expect(codes(cardsFor(cards, ['COB Submission']))).not.toContain('CLAIM_TRANSACTION_BREAKDOWN');
  });
});

describe('drawer show and hide rules', () => {
  it('follows the card for dates, channel, request type and the note', () => {
    const card = reportCard('PREMIUM_BILLING', {
      dateShow: true,
      channelShow: false,
      requestShow: true,
      textNoteShow: true,
    });
    expect(controlsOf(card, 'p-1')).toMatchObject({
      dateRange: true,
      channel: false,
      requestType: true,
      note: true,
      dateCriteria: false,
    });
    expect(controlsOf(reportCard('PREMIUM_BILLING', { dateShow: false }), 'p-1').dateRange).toBe(
      false,
    );
  });
  it('offers the date criteria for TRANSACTION and CLAIM_TRANSACTION_BREAKDOWN only', () => {
    for (const card of cards) {
      const expected = ['TRANSACTION', 'CLAIM_TRANSACTION_BREAKDOWN'].includes(card.value);
      expect(controlsOf(card, 'p-1').dateCriteria).toBe(expected);
    }
    expect(controlsOf(reportCard('TRANSACTION', { dateShow: false }), 'p-1').dateCriteria).toBe(
      false,
    );
  });
  it('offers the period of a chosen policy for every card, the five "static" ones too', () => {
    for (const card of cards) {
      expect(controlsOf(card, 'p-1')).toMatchObject({ period: true, periodDisabled: false });
    }
  });
  it('disables the period for All Policies and hides it when the card says so', () => {
    expect(controlsOf(reportCard('PROFILE'), '0000').periodDisabled).toBe(true);
    expect(controlsOf(null, '0000').periodDisabled).toBe(true);
    expect(controlsOf(reportCard('PROFILE', { policyPeriodShow: false }), 'p-1').period).toBe(
      false,
    );
  });
  it('offers only the formats the card supports, keeping the chosen one when it can', () => {
    const pdfOnly = reportCard('PREMIUM_BILLING', { supportedFormat: ['PDF'] });
    const both = reportCard('PROFILE', { supportedFormat: ['EXCEL', 'PDF'] });
    expect(formatsOf(pdfOnly)).toEqual(['PDF']);
    expect(formatsOf(both)).toEqual(['PDF', 'EXCEL']);
    expect(chooseFormat(pdfOnly, 'EXCEL')).toBe('PDF');
    expect(chooseFormat(both, 'EXCEL')).toBe('EXCEL');
    expect(chooseFormat(null, 'EXCEL')).toBeNull();
  });
});

describe('the period shown', () => {
  it('is the newest until another is chosen', () => {
    const periods = [
      { id: 'a', policyPeriodFrom: '2024-01-01' },
      { id: 'c', policyPeriodFrom: '2026-01-01' },
      { id: 'b', policyPeriodFrom: '2025-01-01' },
    ];
    expect(newestPeriod(periods)?.id).toBe('c');
    expect(newestPeriod([])).toBeUndefined();
  });
});

describe('what Generate starts', () => {
  const form: ReportForm = {
    companyId: 'c-1',
    policyId: 'p-1',
    periodId: 'per-1',
    format: 'EXCEL',
    range: { from: '2026-01-01', to: '2026-11-25' },
    criterion: 'eventDate',
    channel: 'WEB',
    requestType: 'CASHLESS',
  };
  it('fetches the member profile directly from users/report', () => {
    const request = downloadRequestOf(reportCard('PROFILE', { dateShow: false }), form);
    expect(request).toEqual({
      countCall: 'memberReportCount',
      reportCall: 'memberReport',
      direct: true,
      reportCode: 'PROFILE',
      reportFormat: 'EXCEL',
      parameters: { companyId: 'c-1', policyId: 'p-1', periodId: 'per-1' },
    });
  });
  it('lists the files of claim and excess reports on group/report, with the event dates', () => {
    const card = reportCard('TRANSACTION', { channelShow: true, requestShow: true });
    const request = downloadRequestOf(card, form);
    expect(request.countCall).toBe('groupReportCount');
    expect(request.reportCall).toBe('groupReport');
    expect(request.direct).toBeUndefined();
    expect(request.parameters).toEqual({
      companyId: 'c-1',
      policyId: 'p-1',
      periodId: 'per-1',
      dateFrom: '2026-01-01',
      dateTo: '2026-11-25',
      submitVia: 'WEB',
      requestType: 'CASHLESS',
    });
    expect(downloadRequestOf(reportCard('excessclaimreport'), form).countCall).toBe(
      'groupReportCount',
    );
  });
  it('sends the approved date range as approvalDateFrom and approvalDateTo', () => {
    const request = downloadRequestOf(reportCard('CLAIM_TRANSACTION_BREAKDOWN'), {
      ...form,
      criterion: 'approvedDate',
    });
    expect(request.parameters).toMatchObject({
      approvalDateFrom: '2026-01-01',
      approvalDateTo: '2026-11-25',
    });
    expect(request.parameters).not.toHaveProperty('dateFrom');
  });
  it('lists premium billing on policies/report, without a period for All Policies', () => {
    const request = downloadRequestOf(reportCard('PREMIUM_BILLING'), {
      ...form,
      policyId: '0000',
      periodId: null,
    });
    expect(request.countCall).toBe('policyReportCount');
    expect(request.reportCall).toBe('policyReport');
    expect(request.parameters).not.toHaveProperty('periodId');
    expect(request.parameters).not.toHaveProperty('submitVia');
  });
});

describe('file-count decisions (part 2 section 4 report generation)', () => {
  const file = (fileNumber: number) => ({ fileNumber, reportName: `Report_Part${fileNumber}` });
  it('fetches the data directly (file 1) for an empty list, file 1 for one, the dialog for several', () => {
    expect(decideDownload([])).toEqual({ kind: 'download', fileNumber: 1 });
    expect(decideDownload([file(1)])).toEqual({ kind: 'download', fileNumber: 1 });
    expect(decideDownload([file(1), file(2), file(3)]).kind).toBe('choose');
  });
});
