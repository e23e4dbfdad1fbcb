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

/*
 * One Intl.NumberFormat per locale and decimals, made once: building one costs far more than
 * formatting with it, and a table or the dashboard formats hundreds of amounts per render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
export const numberFormat = (locale: string, decimals: number): Intl.NumberFormat => {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
};

export function formatMoney(
  amount: number,
  currency = 'IDR',
  { decimals = 2, symbol = true }: { decimals?: number; symbol?: boolean } = {},
): string {
  const indonesian = INDONESIAN_CURRENCIES.has(currency);
  const number = numberFormat(indonesian ? 'id-ID' : 'en-US', decimals).format(amount);
  if (!symbol) return number;
  return indonesian ? `Rp${number}` : `${currency} ${number}`;
}

/**
 * A whole rupiah amount as formatMoney writes it with no decimals (Rp10.000), without Intl: the
 * sign-in page shows one, and the first Intl.NumberFormat a page builds loads the locale's data
 * (about 45 ms on these machines, four times that on Lighthouse's phone) before its first paint.
 */
export const formatWholeRupiah = (amount: number): string => {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Rp${amount < 0 ? '-' : ''}${digits}`;
};

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

/**
 * Rupiah in the page's language, two decimals: Rp1.250.000,00 in Indonesian, Rp1,250,000.00 in
 * English (the claims and premium billing screens; docs/spec-notes.md, Claims screens); "Rp- -"
 * when the amount is missing.
 */
export const formatRupiah = (amount: number | null | undefined, language: 'id' | 'en'): string => {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'Rp- -';
  const number = numberFormat(language === 'en' ? 'en-GB' : 'id-ID', 2).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}Rp${number}`;
};
