import {
  ALL_POLICIES_ID,
  REPORT_CODES,
  REPORT_CODE_LIST,
  REPORT_MONTHS_BACK,
  reportDateWindow,
  reportMinStartDate,
  reportMonthsBack,
} from './index';

describe('report date minimums (part 2 section 5)', () => {
  it('goes 12 months back for the transaction history of one policy', () => {
    expect(reportMonthsBack(REPORT_CODES.transaction, 'PO000001001')).toBe(12);
    expect(reportMinStartDate('2026-11-25', 12)).toBe('2025-11-25');
  });

  it('goes 4 months back for All Policies, whatever the report', () => {
    for (const code of REPORT_CODE_LIST) {
      expect(reportMonthsBack(code, ALL_POLICIES_ID)).toBe(REPORT_MONTHS_BACK.allPolicies);
    }
    expect(reportMinStartDate('2026-11-25', 4)).toBe('2026-07-25');
  });

  it('goes 24 months back for every other report of one policy', () => {
    const others = REPORT_CODE_LIST.filter((code) => code !== REPORT_CODES.transaction);
    expect(others).toHaveLength(5);
    for (const code of others) expect(reportMonthsBack(code, 'PO000001001')).toBe(24);
    expect(reportMinStartDate('2026-11-25', 24)).toBe('2024-11-25');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(reportMinStartDate('2026-05-31', 3)).toBe('2026-02-28');
    expect(reportMinStartDate('2028-06-30', 4)).toBe('2028-02-29');
    expect(reportMinStartDate('2026-10-31', 4)).toBe('2026-06-30');
    expect(reportMinStartDate('2026-03-31', 12)).toBe('2025-03-31');
  });

  it('crosses year ends both ways', () => {
    expect(reportMinStartDate('2027-01-15', 4)).toBe('2026-09-15');
    expect(reportMinStartDate('2026-02-28', 24)).toBe('2024-02-28');
    expect(reportMinStartDate('2026-12-31', 12)).toBe('2025-12-31');
  });

  it('is today itself for zero months', () => {
    expect(reportMinStartDate('2026-11-25', 0)).toBe('2026-11-25');
  });
});

describe('report date windows (part 2 sections 4 and 5, a chosen period)', () => {
  const current = { policyPeriodFrom: '2026-08-01', policyPeriodTo: '2027-07-31' };
  const previous = { policyPeriodFrom: '2025-08-01', policyPeriodTo: '2026-07-31' };
  const oldest = { policyPeriodFrom: '2023-08-01', policyPeriodTo: '2024-07-31' };
  const today = '2026-11-25';

  it('is the minimum start to today without a period, or for All Policies', () => {
    expect(reportDateWindow(today, REPORT_CODES.transaction, 'PO1')).toEqual({
      from: '2025-11-25',
      to: today,
    });
    expect(reportDateWindow(today, REPORT_CODES.premiumBilling, ALL_POLICIES_ID, current)).toEqual({
      from: '2026-07-25',
      to: today,
    });
  });

  it('starts no earlier than the period and ends no later than its last day', () => {
    expect(reportDateWindow(today, REPORT_CODES.transaction, 'PO1', current)).toEqual({
      from: '2026-08-01',
      to: today,
    });
    expect(reportDateWindow(today, REPORT_CODES.transaction, 'PO1', previous)).toEqual({
      from: '2025-11-25',
      to: '2026-07-31',
    });
    expect(reportDateWindow(today, REPORT_CODES.premiumBilling, 'PO1', previous)).toEqual({
      from: '2025-08-01',
      to: '2026-07-31',
    });
  });

  it('ends today on the approved date (a claim may be approved after its period)', () => {
    expect(
      reportDateWindow(today, REPORT_CODES.claimBreakdown, 'PO1', previous, 'approvedDate'),
    ).toEqual({ from: '2025-08-01', to: today });
  });

  it('is empty for a period wholly before the minimum start', () => {
    const window = reportDateWindow(today, REPORT_CODES.transaction, 'PO1', oldest);
    expect(window.from > window.to).toBe(true);
  });
});
