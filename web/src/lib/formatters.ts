import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { Language } from './storage';

/**
 * Money and dates as the spec shows them (part 1 section 9): IDR and RP in the Indonesian
 * locale whatever the interface language; other currencies in English; 2 decimals unless told.
 */
const INDONESIAN_CURRENCIES = new Set(['IDR', 'RP', 'IDR-CENTS']);

export function formatMoney(
  amount: number,
  currency = 'IDR',
  { decimals = 2, symbol = true }: { decimals?: number; symbol?: boolean } = {},
): string {
  const indonesian = INDONESIAN_CURRENCIES.has(currency);
  const number = new Intl.NumberFormat(indonesian ? 'id-ID' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  if (!symbol) return number;
  return indonesian ? `Rp${number}` : `${currency} ${number}`;
}

/** YYYY-MM-DD (as the API sends dates) → DD MMM YYYY in the interface language. */
export function formatDate(isoDate: string, language: Language): string {
  const date = dayjs(isoDate);
  return date.isValid() ? date.locale(language).format('DD MMM YYYY') : isoDate;
}

/**
 * Date and time as each language writes them: English DD MMM YYYY, h:mm A (spec part 1 section
 * 9); Indonesian uses the 24-hour clock with a dot, DD MMM YYYY, HH.mm (docs/spec-notes.md).
 */
const DATE_TIME_FORMATS: Record<Language, string> = {
  en: 'DD MMM YYYY, h:mm A',
  id: 'DD MMM YYYY, HH.mm',
};

/**
 * A Jakarta wall-clock instant (the UTC fields of `wallMs` hold Jakarta's date and time) →
 * date and time in the interface language (spec part 1 section 9: times in WIB).
 */
export function formatJakartaDateTime(wallMs: number, language: Language): string {
  const date = new Date(wallMs);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  const wall = date.toISOString().slice(0, 19);
  return dayjs(wall)
    .locale(language)
    .format(DATE_TIME_FORMATS[language] ?? DATE_TIME_FORMATS.en);
}

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

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant (ISO 8601 with offset, or epoch ms) → date and time in Jakarta (UTC+7) and WIB. */
export function formatWib(instant: string | number, language: Language): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return EMPTY_VALUE;
  return `${formatJakartaDateTime(ms + JAKARTA_OFFSET_MS, language)} WIB`;
}
