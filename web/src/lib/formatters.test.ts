import {
  formatAmount,
  formatCountdown,
  formatDate,
  formatJakartaDateTime,
  formatMoney,
  formatWib,
  placeholder,
} from './formatters';
import { formatWholeRupiah } from './format-values';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatters', () => {
  it('formats IDR in the Indonesian locale whatever the language', () => {
    expect(plain(formatMoney(10000, 'IDR', { decimals: 0 }))).toBe('Rp10.000');
    expect(plain(formatMoney(1234567.5))).toBe('Rp1.234.567,50');
    expect(plain(formatMoney(12.5, 'USD'))).toBe('USD 12.50');
  });

  it('writes whole rupiah without Intl exactly as formatMoney does with no decimals', () => {
    for (const amount of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 98_765_432_100, -25_000]) {
      expect(formatWholeRupiah(amount)).toBe(plain(formatMoney(amount, 'IDR', { decimals: 0 })));
    }
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
  it('writes the Indonesian month name and the 24-hour clock (HH.mm) in Indonesian', () => {
    expect(formatJakartaDateTime(wall, 'id')).toBe('22 Agt 2026, 13.05');
    expect(formatJakartaDateTime(Date.UTC(2026, 7, 22, 0, 5), 'id')).toBe('22 Agt 2026, 00.05');
    expect(formatJakartaDateTime(Date.UTC(2026, 7, 22, 9, 5), 'id')).toBe('22 Agt 2026, 09.05');
  });
  it('shows "--" for an instant that is not a date', () => {
    expect(formatJakartaDateTime(Number.NaN, 'id')).toBe('--');
    expect(formatJakartaDateTime(1e20, 'en')).toBe('--');
  });
});

describe('placeholders and WIB times', () => {
  it('shows "--" for a missing or blank value', () => {
    expect(placeholder(null)).toBe('--');
    expect(placeholder(undefined)).toBe('--');
    expect(placeholder('  ')).toBe('--');
    expect(placeholder('BCA')).toBe('BCA');
    expect(placeholder(0)).toBe('0');
  });
  it('shows "- -" in the currency style for a missing amount', () => {
    expect(plain(formatAmount(null))).toBe('Rp- -');
    expect(plain(formatAmount(undefined, 'RP'))).toBe('Rp- -');
    expect(plain(formatAmount(null, 'USD'))).toBe('USD - -');
  });
  it('formats IDR in the Indonesian locale, optionally without zero decimals', () => {
    expect(plain(formatAmount(100000000))).toBe('Rp100.000.000,00');
    expect(plain(formatAmount(350000, 'IDR', { stripZeros: true }))).toBe('Rp350.000');
    expect(plain(formatAmount(1.5, 'IDR', { stripZeros: true }))).toBe('Rp1,50');
  });
  it('shows an instant in Jakarta time (UTC+7) with WIB, 24-hour in Indonesian', () => {
    expect(formatWib('2024-03-05T02:30:00Z', 'en')).toBe('05 Mar 2024, 9:30 AM WIB');
    expect(formatWib('2024-08-17T13:05:00Z', 'id')).toBe('17 Agt 2024, 20.05 WIB');
    expect(formatWib('not a date', 'en')).toBe('--');
  });
});
