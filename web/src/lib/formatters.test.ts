import { formatCountdown, formatDate, formatJakartaDateTime, formatMoney } from './formatters';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatters', () => {
  it('formats IDR in the Indonesian locale whatever the language', () => {
    expect(plain(formatMoney(10000, 'IDR', { decimals: 0 }))).toBe('Rp10.000');
    expect(plain(formatMoney(1234567.5))).toBe('Rp1.234.567,50');
    expect(plain(formatMoney(12.5, 'USD'))).toBe('USD 12.50');
  });

  it('formats API dates as DD MMM YYYY in the interface language', () => {
    expect(formatDate('2026-08-01', 'id')).toBe('01 Agt 2026');
    expect(formatDate('2026-08-01', 'en')).toBe('01 Aug 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('formats countdowns as m:ss', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('formatJakartaDateTime', () => {
  // 2026-08-22 13:05 on Jakarta's wall clock, held in the UTC fields.
  const wall = Date.UTC(2026, 7, 22, 13, 5);
  it('writes DD MMM YYYY, h:mm A in English', () => {
    expect(formatJakartaDateTime(wall, 'en')).toBe('22 Aug 2026, 1:05 PM');
  });
  it('writes the Indonesian month name in Indonesian', () => {
    expect(formatJakartaDateTime(wall, 'id')).toBe('22 Agt 2026, 1:05 PM');
  });
});
