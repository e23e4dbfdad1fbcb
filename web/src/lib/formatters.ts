import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { parseApiDate } from './api-date';
import { EMPTY_VALUE } from './format-values';
import type { Language } from './storage';

/*
 * Dates and times as the spec shows them (part 1 section 9), through dayjs; money, countdowns and
 * placeholders live in lib/format-values.ts (no date library) and are offered here as well.
 */

export {
  EMPTY_AMOUNT,
  EMPTY_VALUE,
  formatAmount,
  formatCountdown,
  formatMoney,
  placeholder,
} from './format-values';

/** An API date (YYYY-MM-DD or YYYYMMDD, lib/api-date.ts) → DD MMM YYYY in the interface language. */
export function formatDate(isoDate: string, language: Language): string {
  const day = parseApiDate(isoDate);
  return day === null ? isoDate : dayjs(day).locale(language).format('DD MMM YYYY');
}

/**
 * Date and time, the one form of every date-time the portal shows: DD MMM YYYY, h:mm A (spec part
 * 1 section 9) in both languages. dayjs's Indonesian locale has no meridiem words, so `A` is AM/PM
 * there too and only the month names follow the language (docs/spec-notes.md, issue 27).
 */
export const DATE_TIME_FORMAT = 'DD MMM YYYY, h:mm A';

/**
 * A Jakarta wall-clock instant (the UTC fields of `wallMs` hold Jakarta's date and time) →
 * date and time in the interface language (spec part 1 section 9: times in WIB).
 */
export function formatJakartaDateTime(wallMs: number, language: Language): string {
  const date = new Date(wallMs);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  const wall = date.toISOString().slice(0, 19);
  return dayjs(wall).locale(language).format(DATE_TIME_FORMAT);
}

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant (ISO 8601 with offset, or epoch ms) → date and time on Jakarta's clock (UTC+7). */
export function formatJakartaInstant(instant: string | number, language: Language): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return EMPTY_VALUE;
  return formatJakartaDateTime(ms + JAKARTA_OFFSET_MS, language);
}

/** An instant → date and time in Jakarta with WIB (where no text around it says WIB). */
export function formatWib(instant: string | number, language: Language): string {
  const text = formatJakartaInstant(instant, language);
  return text === EMPTY_VALUE ? text : `${text} WIB`;
}
