import {
  CLAIM_LIMITS,
  cobAllowedFor,
  cobEventTooOld,
  hasModule,
  jakartaDayOf,
} from '@mo/contracts';

/*
 * The Claims area's screen rules (part 2 sections 4, 6 and 9), pure: the policy and period
 * choice, the remark truncation and which detail cards show (amounts: lib formatAmount).
 */

/** The modules of the claim breakdown card (part 2 section 6: FO and MO variants). */
export const BREAKDOWN_MODULES = ['MO Claim Breakdown', 'FO Claim Breakdown'] as const;
/** The module of the COB request (its navigation card and its route). */
export const COB_MODULE = 'COB Submission';

export {
  ALL_POLICIES,
  choosePolicy,
  isAllPolicies,
  periodsOf,
  shownPeriod,
  type PolicySelection,
} from '@/lib/policy-selection';

/** The claim remarks as lines: the three fields in order, split at their line breaks. */
export const remarkLines = (remarks: readonly string[]): string[] =>
  remarks
    .filter((text) => text.trim() !== '')
    .flatMap((text) => text.split(/\r?\n/))
    .map((line) => line.trimEnd());

/** The lines shown: all when expanded, else the first seven (part 2 section 9). */
export const visibleRemarkLines = (lines: readonly string[], expanded: boolean): string[] =>
  expanded ? [...lines] : lines.slice(0, CLAIM_LIMITS.remarkLines);

export const remarksTruncated = (lines: readonly string[]) =>
  lines.length > CLAIM_LIMITS.remarkLines;

/** The breakdown card: with a claim breakdown module and a non-empty breakdown list only. */
export const showsBreakdown = (modules: readonly string[], breakdownRows: number): boolean =>
  breakdownRows > 0 && BREAKDOWN_MODULES.some((m) => hasModule(modules, m));

/**
 * The COB navigation card: with the COB Submission module, on a status that takes a request
 * (not CP, OS or the empty code) and while no request is filed on the claim.
 */
export const showsCobCard = (
  modules: readonly string[],
  status: string,
  cobFiled: boolean,
): boolean => hasModule(modules, COB_MODULE) && cobAllowedFor(status) && !cobFiled;

/**
 * Whether the claim-event-too-old notice replaces the COB form: the claim's event (the detail's
 * `fromDate`) is more than the COB process-day count of Jakarta days before today. `today` is the
 * server's Jakarta date, else the Jakarta day of `nowMs`; an unread count shows the form (the
 * server still refuses with CB4003).
 */
export const cobTooOld = (
  fromDate: string,
  processDays: number | null | undefined,
  today: string | null | undefined,
  nowMs: number,
): boolean =>
  processDays !== null &&
  processDays !== undefined &&
  cobEventTooOld(fromDate, today ?? jakartaDayOf(nowMs), processDays);
