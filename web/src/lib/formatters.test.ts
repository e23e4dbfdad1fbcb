import {
  DATE_TIME_FORMAT,
  formatAmount,
  formatCountdown,
  formatDate,
  formatJakartaDateTime,
  formatJakartaInstant,
  formatMoney,
  formatWib,
  placeholder,
} from './formatters';
import * as formatValues from './format-values';
import { formatCount, numberFormat } from './format-values';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatters', () => {
  it('formats IDR in the Indonesian locale whatever the language', () => {
    expect(plain(formatMoney(10000, 'IDR', { decimals: 0 }))).toBe('Rp10.000');
    expect(plain(formatMoney(1234567.5))).toBe('Rp1.234.567,50');
    expect(plain(formatMoney(12.5, 'USD'))).toBe('USD 12.50');
  });

  it('writes a negative amount with the minus before the symbol', () => {
    expect(formatMoney(-1000)).toBe('-Rp1.000,00');
    expect(formatAmount(-1_250_000.5, 'RP')).toBe('-Rp1.250.000,50');
    expect(formatMoney(-12.5, 'USD')).toBe('-USD 12.50');
    expect(formatAmount(-0)).toBe('Rp0,00');
  });

  it('is the only money formatter: no Rupiah in the page language (Rp1,250,000.00) left', () => {
    expect(Object.keys(formatValues)).not.toContain('formatRupiah');
    expect(formatAmount(1_250_000, 'IDR-CENTS')).toBe('Rp1.250.000,00');
    expect(formatAmount(1_250_000, 'SGD')).toBe('SGD 1,250,000.00');
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

describe('numberFormat', () => {
  // A fixed pseudo-random sequence (no clock, no Math.random): the same values on every run.
  const values = (() => {
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const out: number[] = [
      0,
      -0,
      1,
      -1,
      0.5,
      2.5,
      -2.5,
      0.005,
      1.005,
      -1.005,
      0.045,
      0.995,
      9.995,
      99.995,
      999.5,
      999_999.995,
      1000,
      -1234.5,
      123_456_789.125,
      98_765_432_100,
      1e15,
      1e20,
      9.99e20,
      1e21,
      0.0000001,
      -0.001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let i = 0; i < 2000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 13 - 3);
      const value = (next() - 0.3) * magnitude;
      // amounts with cents and half cents, as the API sends them, and raw doubles
      out.push(value, Math.round(value * 100) / 100, Math.round(value * 1000) / 1000);
    }
    return out;
  })();

  it.each(['id-ID', 'en-US', 'en-GB'])(
    'writes %s numbers exactly as Intl.NumberFormat does, without building one',
    (locale) => {
      for (const decimals of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        const ours = numberFormat(locale, decimals);
        expect(ours).not.toBeInstanceOf(Intl.NumberFormat);
        const pairs = (format: (value: number) => string) =>
          values.map((value) => `${value} ${format(value)}`);
        expect(pairs((v) => ours.format(v))).toEqual(pairs((v) => intl.format(v)));
      }
    },
  );

  it('writes counts with Indonesian grouping in both languages', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
  });

  it('leaves other locales to Intl', () => {
    expect(numberFormat('de-CH', 2)).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('de-CH', 2).format(1234.5)).toBe(
      new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2 }).format(1234.5),
    );
  });
});

describe('formatJakartaDateTime', () => {
  // 2026-08-22 13:05 on Jakarta's wall clock, held in the UTC fields.
  const wall = Date.UTC(2026, 7, 22, 13, 5);
  it('writes DD MMM YYYY, h:mm A in English', () => {
    expect(formatJakartaDateTime(wall, 'en')).toBe('22 Aug 2026, 1:05 PM');
  });
  it('writes the same 12-hour form in Indonesian: its month names, AM/PM (no meridiem words)', () => {
    expect(formatJakartaDateTime(wall, 'id')).toBe('22 Agt 2026, 1:05 PM');
    expect(formatJakartaDateTime(Date.UTC(2026, 11, 2, 0, 21), 'id')).toBe('02 Des 2026, 12:21 AM');
    expect(formatJakartaDateTime(Date.UTC(2026, 7, 22, 9, 5), 'id')).toBe('22 Agt 2026, 9:05 AM');
    expect(formatJakartaDateTime(Date.UTC(2026, 7, 22, 12, 0), 'id')).toBe('22 Agt 2026, 12:00 PM');
  });
  it('is the one date-time form of both languages', () => {
    expect(DATE_TIME_FORMAT).toBe('DD MMM YYYY, h:mm A');
    const at = Date.UTC(2026, 11, 2, 0, 21);
    expect(formatJakartaDateTime(at, 'en')).toBe('02 Dec 2026, 12:21 AM');
    expect(formatJakartaDateTime(at, 'id').replace('Des', 'Dec')).toBe(
      formatJakartaDateTime(at, 'en'),
    );
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
  it('shows an instant in Jakarta time (UTC+7), 12-hour in both languages', () => {
    expect(formatWib('2024-03-05T02:30:00Z', 'en')).toBe('05 Mar 2024, 9:30 AM WIB');
    expect(formatWib('2024-08-17T13:05:00Z', 'id')).toBe('17 Agt 2024, 8:05 PM WIB');
    expect(formatWib('not a date', 'en')).toBe('--');
    // 17:21 UTC on 1 December is past midnight in Jakarta: the next day.
    expect(formatJakartaInstant('2026-12-01T17:21:00Z', 'id')).toBe('02 Des 2026, 12:21 AM');
    expect(formatJakartaInstant(Date.UTC(2026, 11, 1, 17, 21), 'en')).toBe('02 Dec 2026, 12:21 AM');
    expect(formatJakartaInstant('', 'id')).toBe('--');
  });
});
