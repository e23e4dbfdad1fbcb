/*
 * The formatters that need no date library, apart from lib/formatters.ts (which loads dayjs and its
 * Indonesian locale): the sign-in area shows money, countdowns and placeholders only, so its chunk
 * takes this module and leaves dayjs to the areas that show dates.
 */

/**
 * Money as the spec shows it (part 1 section 9): IDR and RP in the Indonesian locale whatever
 * the interface language; other currencies in English; 2 decimals unless told.
 */
export const INDONESIAN_CURRENCIES = new Set(['IDR', 'RP', 'IDR-CENTS']);

/** Whole digits in groups of three: groupDigits('1500000', '.') is 1.500.000. */
export const groupDigits = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The separators of the locales the portal formats numbers in (Intl's, checked by a test). */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  'id-ID': { group: '.', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
  'en-GB': { group: ',', decimal: '.' },
};

/** Formats a number as `Intl.NumberFormat` would, with a fixed number of decimals. */
export interface NumberFormatter {
  format: (value: number) => string;
}

/**
 * The digits of |value| rounded to `decimals` places as Intl rounds them: from the number's
 * shortest decimal form (1.005 is "1.005", so 1.01), half away from zero. Undefined when that
 * form is exponential (below 1e-6 or from 1e21): Intl formats those.
 */
const roundedDigits = (abs: number, decimals: number): [string, string] | undefined => {
  const text = String(abs);
  if (text.includes('e')) return undefined;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const kept = fraction.slice(0, decimals);
  if (fraction.charCodeAt(decimals) < 53 /* '5' */) return [whole, kept];
  const digits = `${whole}${kept}`.split('');
  let i = digits.length - 1;
  for (; i >= 0 && digits[i] === '9'; i -= 1) digits[i] = '0';
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1);
  const all = (i < 0 ? '1' : '') + digits.join('');
  return [all.slice(0, all.length - decimals), all.slice(all.length - decimals)];
};

/*
 * One formatter per locale and decimals, made once. For the portal's three locales it writes the
 * digits itself, as Intl would (a test holds the two to the same text over thousands of values):
 * the first Intl.NumberFormat a page builds loads the locale's data, about 45 ms on these machines
 * and four times that on Lighthouse's phone, in the middle of the dashboard's first render. Other
 * locales, and values Intl writes in its own way (not finite, exponential), go to Intl.
 */
const numberFormats = new Map<string, NumberFormatter>();
const intlFormats = new Map<string, Intl.NumberFormat>();
const intlFormat = (locale: string, decimals: number): Intl.NumberFormat => {
  const key = `${locale}|${decimals}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    intlFormats.set(key, format);
  }
  return format;
};
export const numberFormat = (locale: string, decimals: number): NumberFormatter => {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const separators = SEPARATORS[locale];
    format = separators
      ? {
          format: (value) => {
            const digits = Number.isFinite(value)
              ? roundedDigits(Math.abs(value), decimals)
              : undefined;
            if (!digits) return intlFormat(locale, decimals).format(value);
            const [whole, fraction] = digits;
            const sign = value < 0 || Object.is(value, -0) ? '-' : '';
            const grouped = groupDigits(whole, separators.group);
            return `${sign}${grouped}${decimals > 0 ? separators.decimal + fraction : ''}`;
          },
        }
      : intlFormat(locale, decimals);
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * The one money formatter of the portal (spec part 1 and part 2 section 9): IDR and RP read
 * Rp1.250.000,00 on every screen and in both languages, other currencies in English (USD
 * 1,250,000.00). The minus goes before the symbol (-Rp1.000,00), as Intl's currency style has it.
 */
export function formatMoney(
  amount: number,
  currency = 'IDR',
  { decimals = 2, symbol = true }: { decimals?: number; symbol?: boolean } = {},
): string {
  const indonesian = INDONESIAN_CURRENCIES.has(currency);
  const format = numberFormat(indonesian ? 'id-ID' : 'en-US', decimals);
  if (!symbol) return format.format(amount);
  const negative = amount < 0;
  const number = format.format(Math.abs(amount));
  return `${negative ? '-' : ''}${indonesian ? 'Rp' : `${currency} `}${number}`;
}

/** A count as the portal writes counts in both languages: Indonesian grouping (12.345). */
export const formatCount = (count: number): string => numberFormat('id-ID', 0).format(count);

/** Seconds → m:ss for countdowns. */
export const formatCountdown = (seconds: number): string => {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
};

/** Empty text value (spec part 1 section 3: an empty bank detail shows "--"). */
export const EMPTY_VALUE = '--';
/** Empty amount (spec part 1 section 4: a missing plan value shows "- -"). */
export const EMPTY_AMOUNT = '- -';

/** The value as text, or "--" when it is missing or blank. */
export const placeholder = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === ''
    ? EMPTY_VALUE
    : String(value);

/**
 * Money, or "- -" in the currency's style when the amount is missing (Rp- - for IDR/RP).
 * `stripZeros` drops trailing zero decimals (spec part 1 section 9).
 */
export function formatAmount(
  amount: number | null | undefined,
  currency = 'IDR',
  { stripZeros = false }: { stripZeros?: boolean } = {},
): string {
  const indonesian = INDONESIAN_CURRENCIES.has(currency);
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return indonesian ? `Rp${EMPTY_AMOUNT}` : `${currency} ${EMPTY_AMOUNT}`;
  }
  const decimals = stripZeros && Number.isInteger(amount) ? 0 : 2;
  return formatMoney(amount, currency, { decimals });
}
