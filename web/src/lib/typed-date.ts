import { MEMBER_LIMITS, parseMonthNameDate, parseTypedDate, toDmyDate } from '@mo/contracts';

/*
 * Typed dates as the portal takes them (spec part 1 section 5: DD-MM-YYYY or DD MMM YYYY, else
 * err009; part 2 section 5: the mask ##-##-####), pure, for the masked date field
 * (components/masked-date-input) and the rules that read what it holds.
 */

/**
 * Digits typed into the mask ##-##-####: every other character dropped, at most eight digits,
 * hyphens after the day and the month (spec part 2 section 5, dates of birth and effective dates).
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('-').slice(0, MEMBER_LIMITS.fields.dateInput);
};

/** "01 Dec 2026": the longest typed date the field takes. */
export const DATE_TEXT_MAX = 11;

/**
 * What the field keeps of what was typed: digits go through the mask; a day, a space and letters
 * begin a DD MMM YYYY date (spec part 1 section 5, English or Indonesian month), kept as letters,
 * digits and single spaces, and turned into DD-MM-YYYY as soon as it is a real date. Anything
 * else stays as typed, so the rules answer err009.
 */
export const typedDate = (typed: string): string => {
  // Only what begins as a day, spaces and a month ("17 ", "17 A") is text; stray letters and
  // other characters in digits are dropped by the mask as before.
  if (!/^\s*\d{1,2}\s+([A-Za-z]|$)/.test(typed)) return maskDate(typed);
  const text = typed
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, DATE_TEXT_MAX);
  const iso = parseMonthNameDate(text);
  return iso ? toDmyDate(iso) : text;
};

/**
 * A typed date (DD-MM-YYYY, or DD MMM YYYY) to YYYY-MM-DD as effective dates are sent; '' stays ''
 * and a value that is not a real date is kept as typed (so the rule functions answer err009, not
 * err031).
 */
export const dmyToIso = (value: string): string =>
  value.trim() === '' ? '' : (parseTypedDate(value) ?? value);
