import { policy } from '../test/billing-fixtures';
import {
  ALL_POLICIES,
  billingDownloadRequest,
  choosePolicy,
  firstSelection,
  isPeriodDisabled,
  monthYearText,
  periodsOf,
  shownPeriod,
} from './billing-rules';

const policies = [policy(1), policy(2, 3)];

describe('the policy and period choice', () => {
  it("disables the period for all policies ('0000') only", () => {
    expect(isPeriodDisabled(ALL_POLICIES)).toBe(true);
    expect(isPeriodDisabled({ policyId: '0000', periodId: 'pol-1-per-1' })).toBe(true);
    expect(isPeriodDisabled({ policyId: 'pol-1', periodId: 'pol-1-per-1' })).toBe(false);
    expect(periodsOf(policies, '0000')).toEqual([]);
  });

  it('starts with the first policy and its first period (all policies without any)', () => {
    expect(firstSelection(policies)).toEqual({ policyId: 'pol-1', periodId: 'pol-1-per-1' });
    expect(firstSelection([])).toEqual(ALL_POLICIES);
  });

  it('takes the first period of a newly chosen policy; an unknown one reads all policies', () => {
    expect(choosePolicy(policies, 'pol-2')).toEqual({ policyId: 'pol-2', periodId: 'pol-2-per-1' });
    expect(choosePolicy(policies, 'pol-9')).toEqual(ALL_POLICIES);
    expect(choosePolicy(policies, '0000')).toEqual(ALL_POLICIES);
  });

  it("shows the chosen period while it is the policy's, else the first", () => {
    const periods = periodsOf(policies, 'pol-2');
    expect(shownPeriod(periods, 'pol-2-per-3')?.id).toBe('pol-2-per-3');
    expect(shownPeriod(periods, 'pol-1-per-2')?.id).toBe('pol-2-per-1');
  });
});

describe('how the screen words values', () => {
  it('words an invoice month in the page language, and leaves anything else as sent', () => {
    expect(monthYearText('2026-08', 'id')).toBe('Agustus 2026');
    expect(monthYearText('2026-08', 'en')).toBe('August 2026');
    expect(monthYearText('2026-13', 'en')).toBe('2026-13');
    expect(monthYearText('<b>', 'id')).toBe('<b>');
  });
});

describe("a row's download request", () => {
  const row = { companyId: 'c-2', invoiceNo: 'INV1', policyNo: 'GHG0001' };
  it('asks for the invoice as a PDF and the billing detail as a workbook, by invoice', () => {
    expect(billingDownloadRequest('invoice', row)).toEqual({
      countCall: 'billingDetailFiles',
      reportCall: 'billingReport',
      reportCode: 'BILLING_INVOICE',
      reportFormat: 'PDF',
      parameters: row,
    });
    expect(billingDownloadRequest('detail', row)).toMatchObject({
      reportCode: 'BILLING_DETAIL',
      reportFormat: 'EXCEL',
      parameters: row,
    });
  });
});
