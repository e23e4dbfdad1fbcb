/*
 * The Members area's date rules (part 2 section 5), split from member-rules.ts: the forms'
 * DD-MM-YYYY, the alteration rows' YYYY-MM-DD and the uploads' DD MMM YYYY, read as calendar days
 * (no time zone enters). Pure, shared by the portal and the mock.
 */

const DAY_MS = 86_400_000;

const isoOf = (y: number, m: number, d: number): string | null => {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** DD-MM-YYYY (dates of birth, as typed and sent) to YYYY-MM-DD; null when not a real date. */
export const parseDmyDate = (value: string): string | null => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return m ? isoOf(Number(m[3]), Number(m[2]), Number(m[1])) : null;
};

/** YYYY-MM-DD (effective dates as sent) checked to be a real date; null otherwise. */
export const parseIsoDate = (value: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
};

/**
 * Month abbreviations a typed DD MMM YYYY may use: English and Indonesian (as the portal shows
 * dates in each language; Agu is also common for Agustus). Case does not matter.
 */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  mei: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  agt: 8,
  agu: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  des: 12,
};

/** DD MMM YYYY ("01 Dec 2026", "17 Agt 2026") to YYYY-MM-DD; null when not a real date. */
export const parseMonthNameDate = (value: string): string | null => {
  const m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(value.trim().replace(/\s+/g, ' '));
  const month = m ? MONTHS[m[2]!.toLowerCase()] : undefined;
  return m && month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
};

/**
 * A typed date in either form part 1 section 5 allows (DD-MM-YYYY or DD MMM YYYY) to
 * YYYY-MM-DD; null otherwise (err009).
 */
export const parseTypedDate = (value: string): string | null =>
  parseDmyDate(value.trim()) ?? parseMonthNameDate(value);

/** YYYY-MM-DD to DD-MM-YYYY (the form's and the mask's order). */
export const toDmyDate = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${m}-${y}`;
};

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(dayNumber(to) - dayNumber(from));

/** The day `days` after an ISO date (negative: before). */
export const addIsoDays = (iso: string, days: number): string =>
  new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
