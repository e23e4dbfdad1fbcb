import { Value } from 'typebox/value';
import { ApiDate } from './api-date-schema';
import { PolicyPeriod } from './domain';

// Part 2 section 9 (Formats): "API dates YYYYMMDD or YYYY-MM-DD".
describe('ApiDate: the dates the server sends', () => {
  it.each(['2026-11-25', '20261125', '2026-01-01', '20261231'])('accepts %j', (value) => {
    expect(Value.Check(ApiDate, value)).toBe(true);
  });

  it.each(['2026-13-45', '2026112', '20261325', '2026-11-32', '2026-1125', '25-11-2026', ''])(
    'refuses %j',
    (value) => expect(Value.Check(ApiDate, value)).toBe(false),
  );

  it('an answer may carry either form', () => {
    const period = { id: 'p-1', policyPeriodFrom: '20260801', policyPeriodTo: '2027-07-31' };
    expect(Value.Check(PolicyPeriod, period)).toBe(true);
    expect(Value.Check(PolicyPeriod, { ...period, policyPeriodFrom: '2026-13-45' })).toBe(false);
  });
});
