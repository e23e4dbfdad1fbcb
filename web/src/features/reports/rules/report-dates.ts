import {
  parseDmyDate,
  reportDateWindow,
  toDmyDate,
  type ReportCode,
  type ReportDateCriterion,
  type ReportPeriodDates,
} from '@mo/contracts';

/*
 * The Reports drawer's date range (part 2 sections 4 and 5; part 1 section 5 for the typed
 * dates), pure: the window a range may take (the report's minimum start to today, inside the
 * chosen policy period) and what is wrong with a typed range, field by field. Readings:
 * docs/spec-notes.md (Reports, Report period and dates).
 */

export interface DateRange {
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface DateWindow extends DateRange {
  /** The chosen policy period limits the window (the hint says so). */
  byPeriod: boolean;
}

/** The dates a report's range may take; `from` after `to` when the period has none of them. */
export const dateWindow = (
  today: string,
  reportCode: ReportCode,
  policyId: string,
  period: ReportPeriodDates | undefined,
  criterion: ReportDateCriterion,
): DateWindow => ({
  ...reportDateWindow(today, reportCode, policyId, period, criterion),
  byPeriod: period !== undefined,
});

export const isEmptyWindow = (window: DateRange) => window.from > window.to;

/** The range as the two fields hold it: DD-MM-YYYY as typed, null while never typed. */
export interface TypedRange {
  from: string | null;
  to: string | null;
}

export const UNTYPED: TypedRange = { from: null, to: null };

/** What a date field shows: what was typed, else the window's bound as DD-MM-YYYY. */
export const shownDates = (typed: TypedRange, window: DateRange): { from: string; to: string } => ({
  from: typed.from ?? toDmyDate(window.from),
  to: typed.to ?? toDmyDate(window.to),
});

/**
 * Why a date field cannot be sent: a catalogue code (err001 empty, err009 not a date as
 * DD-MM-YYYY or DD MMM YYYY), or a rule of the range with the bound it breaks.
 */
export type DateFieldError =
  | { code: 'err001' | 'err009' }
  | { rule: 'beforeMin' | 'afterMax'; date: string }
  | { rule: 'order' };

export interface RangeCheck {
  from: DateFieldError | null;
  to: DateFieldError | null;
  /** The range to send (YYYY-MM-DD), or null while a field is wrong or the window is empty. */
  range: DateRange | null;
}

const checkOne = (value: string): { iso: string } | { error: DateFieldError } => {
  if (value.trim() === '') return { error: { code: 'err001' } };
  const iso = parseDmyDate(value);
  return iso ? { iso } : { error: { code: 'err009' } };
};

/**
 * Checks both fields (part 2 section 5): each a real date; the start no earlier than the window's
 * start, the end no later than its end (today, or the period's last day); the end not before
 * the start (said on the end field).
 */
export function checkRange(dates: { from: string; to: string }, window: DateRange): RangeCheck {
  const from = checkOne(dates.from);
  const to = checkOne(dates.to);
  let fromError = 'error' in from ? from.error : null;
  let toError = 'error' in to ? to.error : null;
  if ('iso' in from && from.iso < window.from) {
    fromError = { rule: 'beforeMin', date: window.from };
  }
  if ('iso' in to && to.iso > window.to) toError = { rule: 'afterMax', date: window.to };
  if (!fromError && !toError && 'iso' in from && 'iso' in to && from.iso > to.iso) {
    toError = { rule: 'order' };
  }
  const range =
    !fromError && !toError && !isEmptyWindow(window) && 'iso' in from && 'iso' in to
      ? { from: from.iso, to: to.iso }
      : null;
  return { from: fromError, to: toError, range };
}
