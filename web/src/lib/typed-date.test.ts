import { dmyToIso, maskDate, typedDate } from './typed-date';

describe('typed dates', () => {
  it('masks digits as ##-##-#### and stops at 10 characters', () => {
    expect(maskDate('15')).toBe('15');
    expect(maskDate('150')).toBe('15-0');
    expect(maskDate('15a0/8x2026')).toBe('15-08-2026');
    expect(maskDate('1508202699')).toBe('15-08-2026');
  });

  it('takes DD MMM YYYY in English or Indonesian as DD-MM-YYYY once it is a real date', () => {
    expect(typedDate('01 Dec 2026')).toBe('01-12-2026');
    expect(typedDate('01 Des 2026')).toBe('01-12-2026');
    expect(typedDate('17  agt 2026')).toBe('17-08-2026');
    expect(typedDate('01 Dec 202')).toBe('01 Dec 202');
    expect(typedDate('01 Foo 2026')).toBe('01 Foo 2026');
    expect(typedDate('31 Feb 2026')).toBe('31 Feb 2026');
    // Not DD MMM YYYY: digits through the mask (a date that is not real, so err009).
    expect(typedDate('01-Dec-2026')).toBe('01-20-26');
    expect(typedDate('0a5')).toBe('05');
  });

  it('converts DD-MM-YYYY (or DD MMM YYYY) to YYYY-MM-DD and keeps what is not a date', () => {
    expect(dmyToIso('05-01-2027')).toBe('2027-01-05');
    expect(dmyToIso('05 Jan 2027')).toBe('2027-01-05');
    expect(dmyToIso('')).toBe('');
    expect(dmyToIso('31-02-2027')).toBe('31-02-2027');
  });
});
