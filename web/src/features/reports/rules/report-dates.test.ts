import { checkRange, dateWindow, isEmptyWindow, shownDates, UNTYPED } from './report-dates';

const TODAY = '2026-11-25';
const current = { policyPeriodFrom: '2026-08-01', policyPeriodTo: '2027-07-31' };
const previous = { policyPeriodFrom: '2025-08-01', policyPeriodTo: '2026-07-31' };

describe('the date window (part 2 sections 4 and 5)', () => {
  it('is the report minimum to today without a period', () => {
    expect(dateWindow(TODAY, 'TRANSACTION', 'p-1', undefined, 'eventDate')).toEqual({
      from: '2025-11-25',
      to: TODAY,
      byPeriod: false,
    });
    expect(dateWindow(TODAY, 'PREMIUM_BILLING', '0000', undefined, 'eventDate').from).toBe(
      '2026-07-25',
    );
  });

  it('stays inside the chosen period, so a range is never cut at its start', () => {
    expect(dateWindow(TODAY, 'TRANSACTION', 'p-1', current, 'eventDate')).toEqual({
      from: '2026-08-01',
      to: TODAY,
      byPeriod: true,
    });
    expect(dateWindow(TODAY, 'PREMIUM_BILLING', 'p-1', previous, 'eventDate')).toMatchObject({
      from: '2025-08-01',
      to: '2026-07-31',
    });
    expect(dateWindow(TODAY, 'TRANSACTION', 'p-1', previous, 'approvedDate').to).toBe(TODAY);
  });

  it('is empty for a period before the minimum start', () => {
    const old = { policyPeriodFrom: '2023-08-01', policyPeriodTo: '2024-07-31' };
    expect(isEmptyWindow(dateWindow(TODAY, 'TRANSACTION', 'p-1', old, 'eventDate'))).toBe(true);
  });
});

describe('the typed range', () => {
  const window = { from: '2026-08-01', to: TODAY };

  it('shows the window as DD-MM-YYYY until a date is typed', () => {
    expect(shownDates(UNTYPED, window)).toEqual({ from: '01-08-2026', to: '25-11-2026' });
    expect(shownDates({ from: '02-0', to: null }, window)).toEqual({
      from: '02-0',
      to: '25-11-2026',
    });
  });

  it('sends a good range as YYYY-MM-DD', () => {
    expect(checkRange({ from: '01-09-2026', to: '25-11-2026' }, window)).toEqual({
      from: null,
      to: null,
      range: { from: '2026-09-01', to: TODAY },
    });
  });

  it('answers err001 for an empty date and err009 for one that is not a date', () => {
    const check = checkRange({ from: '', to: '31-02-2026' }, window);
    expect(check.from).toEqual({ code: 'err001' });
    expect(check.to).toEqual({ code: 'err009' });
    expect(check.range).toBeNull();
    expect(checkRange({ from: '01 Foo 2026', to: '25-11-2026' }, window).from).toEqual({
      code: 'err009',
    });
  });

  it('names the bound a date breaks, and the order on the end date', () => {
    expect(checkRange({ from: '31-07-2026', to: '25-11-2026' }, window).from).toEqual({
      rule: 'beforeMin',
      date: '2026-08-01',
    });
    expect(checkRange({ from: '01-08-2026', to: '26-11-2026' }, window).to).toEqual({
      rule: 'afterMax',
      date: TODAY,
    });
    const reversed = checkRange({ from: '02-09-2026', to: '01-09-2026' }, window);
    expect(reversed).toEqual({ from: null, to: { rule: 'order' }, range: null });
  });

  it('sends nothing while the window is empty', () => {
    const empty = { from: '2025-11-25', to: '2024-07-31' };
    expect(checkRange({ from: '25-11-2025', to: '31-07-2024' }, empty).range).toBeNull();
  });
});
