import {
  CLAIM_STATUSES,
  COB_HIDDEN_STATUSES,
  COB_LIMITS,
  type ClaimStatusCode,
  type CobReasonCode,
} from './claim-codes';
import { ERROR_CODES } from './error-codes';

/*
 * The COB request's rules (part 2 sections 4 and 5), shared by the portal's form and the mock's
 * check of group/cob so both give the same answer. Pure.
 */

/**
 * Characters the COB texts may hold (part 2 section 5): letters of any script (with the combining
 * marks of accents typed as two characters), digits, parentheses, @ . / ' space and hyphen.
 * Indonesian insurer names carry accents and apostrophes; the spec says "letters", not ASCII.
 */
const ALLOWED_CLASS = String.raw`\p{L}\p{M}0-9()@./' -`;
const DISALLOWED = new RegExp(`[^${ALLOWED_CLASS}]`, 'gu');
const ONLY_ALLOWED = new RegExp(`^[${ALLOWED_CLASS}]*$`, 'u');

/** Whether every character of a text is in the allowed set (the server's check: it refuses). */
export const cobTextAllowed = (text: string): boolean => ONLY_ALLOWED.test(text);

/**
 * The text as the form keeps it while typed: a line break or tab reads as a space, every other
 * character outside the allowed set is removed, and a run of spaces (a stripped "&" between two)
 * becomes one. Trimming waits for the field to be left or sent, so a space can still be typed.
 */
export const stripCobText = (text: string): string =>
  text.replace(/\s/gu, ' ').replace(DISALLOWED, '').replace(/ {2,}/g, ' ');

/** The text as sent: as kept, trimmed. */
export const cobTextAsSent = (text: string): string => stripCobText(text).trim();

/** Whether a claim of this status takes a COB request (the navigation card shows). */
export const cobAllowedFor = (status: string): boolean =>
  !(COB_HIDDEN_STATUSES as readonly string[]).includes(status);

/** Whether a claim status code is one the spec names. */
export const isClaimStatus = (status: string): status is ClaimStatusCode =>
  (CLAIM_STATUSES as readonly string[]).includes(status);

/** The reasons that need a text, with the field and its limit. */
export const COB_TEXT_FIELDS: Readonly<
  Partial<Record<CobReasonCode, { field: 'insurerName' | 'description'; max: number }>>
> = {
  C2: { field: 'insurerName', max: COB_LIMITS.insurerNameMax },
  C3: { field: 'description', max: COB_LIMITS.descriptionMax },
};

export interface CobInput {
  /** '' while no radio is chosen. */
  reason: CobReasonCode | '';
  insurerName?: string | undefined;
  description?: string | undefined;
}

export interface CobProblem {
  field: 'reason' | 'insurerName' | 'description';
  code: string;
}

/**
 * What keeps a COB request from being sent, in the form's order: no reason (err030), the text
 * C2 or C3 needs left blank (err001), too long or holding a character outside the allowed set
 * (err033). The text of the reason not chosen is not checked (the server ignores it).
 */
export const cobRequestProblems = (input: CobInput): CobProblem[] => {
  if (input.reason === '') return [{ field: 'reason', code: ERROR_CODES.reasonRequired }];
  const rule = COB_TEXT_FIELDS[input.reason];
  if (!rule) return [];
  const text = input[rule.field] ?? '';
  if (text.trim() === '') return [{ field: rule.field, code: ERROR_CODES.required }];
  if (text.length > rule.max || !cobTextAllowed(text)) {
    return [{ field: rule.field, code: ERROR_CODES.fieldsInvalid }];
  }
  return [];
};

const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The Jakarta calendar day (YYYY-MM-DD) of an instant, whatever the machine's zone. */
export const jakartaDayOf = (instantMs: number): string =>
  new Date(instantMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier); NaN when unreadable. */
const calendarDaysBetween = (from: string, to: string): number => {
  const a = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
};

/**
 * The claim-event-too-old rule (docs/spec-notes.md, Claims, COB window): a COB request may be
 * filed until the COB process-day count (app/sysparam/config/COB_PROCESS_DAY) of calendar days
 * has passed since the claim's event (the detail's `fromDate`), counted in Jakarta days: on day
 * `eventDate + count` it is still open, the day after it is too old. `today` is the Jakarta day
 * (the mock clock's, the portal's server date). An unreadable date or count closes nothing.
 */
export const cobEventTooOld = (eventDate: string, today: string, processDays: number): boolean => {
  const age = calendarDaysBetween(eventDate, today);
  if (!Number.isFinite(age) || !Number.isFinite(processDays) || processDays < 0) return false;
  return age > processDays;
};
