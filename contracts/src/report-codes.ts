import { ALL_POLICIES_ID } from './claim-codes';

/*
 * The Reports area's codes, families and rules (part 2 sections 2, 4, 5 and 7), without schemas:
 * the portal's runtime takes them from here (browser.ts) and domain-reports.ts builds its TypeBox
 * schemas on them. Readings are in docs/spec-notes.md (Reports calls).
 */

/** The report types the drawer offers (the card's `value`), by their spec names. */
export const REPORT_CODES = {
  /** Member profile: the members of a policy period (users/report; fetched directly). */
  profile: 'PROFILE',
  /** Claim transaction (the transaction history): one row per claim (group/report). */
  transaction: 'TRANSACTION',
  /** Claim transaction breakdown: one row per benefit line of a claim (group/report). */
  claimBreakdown: 'CLAIM_TRANSACTION_BREAKDOWN',
  /** Premium billing: one row per invoice (policies/report). */
  premiumBilling: 'PREMIUM_BILLING',
  /** Excess claim (group/report), the spec's report code. */
  excessClaim: 'excessclaimreport',
  /** Excess claim breakdown (group/report), the spec's report code. */
  excessClaimBreakdown: 'excessclaimbreakdownreport',
} as const;
export type ReportCode = (typeof REPORT_CODES)[keyof typeof REPORT_CODES];
/** Every report code, in the drawer's order. */
export const REPORT_CODE_LIST = [
  REPORT_CODES.profile,
  REPORT_CODES.transaction,
  REPORT_CODES.claimBreakdown,
  REPORT_CODES.premiumBilling,
  REPORT_CODES.excessClaim,
  REPORT_CODES.excessClaimBreakdown,
] as const;

/** The spec's families; each is served by one of the generic report endpoint pairs. */
export const REPORT_FAMILIES = ['MEMBER', 'CLAIM', 'BILLING', 'EXCESS'] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];

export const REPORT_FAMILY_OF: Readonly<Record<ReportCode, ReportFamily>> = {
  PROFILE: 'MEMBER',
  TRANSACTION: 'CLAIM',
  CLAIM_TRANSACTION_BREAKDOWN: 'CLAIM',
  PREMIUM_BILLING: 'BILLING',
  excessclaimreport: 'EXCESS',
  excessclaimbreakdownreport: 'EXCESS',
};

/**
 * Which generic endpoint pair serves a family: users/report(-count) the member reports,
 * policies/report(-count) the billing reports (beside the policy export), group/report(-count)
 * the claim and excess claim reports.
 */
export const REPORT_ENDPOINT_OF: Readonly<Record<ReportFamily, 'users' | 'policies' | 'group'>> = {
  MEMBER: 'users',
  BILLING: 'policies',
  CLAIM: 'group',
  EXCESS: 'group',
};

export const REPORT_FORMATS = ['PDF', 'EXCEL'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Date criteria of TRANSACTION and CLAIM_TRANSACTION_BREAKDOWN (part 2 section 5). */
export const REPORT_DATE_CRITERIA = ['eventDate', 'approvedDate'] as const;
export type ReportDateCriterion = (typeof REPORT_DATE_CRITERIA)[number];
export const REPORT_CODES_WITH_DATE_CRITERIA: readonly ReportCode[] = [
  REPORT_CODES.transaction,
  REPORT_CODES.claimBreakdown,
];

/**
 * The report types whose period dropdown the spec calls static (part 2 section 4): read as a
 * fixed list (the policy's periods), still selectable once a policy is chosen; the range stays
 * inside the chosen period (reportDateWindow). docs/spec-notes.md (Report period and dates).
 */
export const REPORT_CODES_WITH_STATIC_PERIOD: readonly ReportCode[] = [
  REPORT_CODES.excessClaim,
  REPORT_CODES.excessClaimBreakdown,
  REPORT_CODES.premiumBilling,
  REPORT_CODES.transaction,
  REPORT_CODES.claimBreakdown,
];

/** The channel choice (`submitVia`): how a claim reached the insurer; ALL for every channel. */
export const REPORT_CHANNELS = ['ALL', 'MOBILE', 'WEB', 'EMAIL', 'PROVIDER'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** The request type choice (`requestType`): the claim type asked for; ALL for both. */
export const REPORT_REQUEST_TYPES = ['ALL', 'CASHLESS', 'REIMBURSEMENT'] as const;
export type ReportRequestType = (typeof REPORT_REQUEST_TYPES)[number];

/**
 * Minimum start dates (part 2 section 5), in months back from today (the server's clock, Jakarta
 * day): the transaction history 12, All Policies 4, every other report 24. The end date is today.
 */
export const REPORT_MONTHS_BACK = { transactionHistory: 12, allPolicies: 4, other: 24 } as const;

/** How far back a report's date range may start, in whole months before today. */
/** All Policies is ALL_POLICIES_ID ('0000'), as in claims and premium billing. */
export const reportMonthsBack = (reportCode: ReportCode, policyId: string): number => {
  if (policyId === ALL_POLICIES_ID) return REPORT_MONTHS_BACK.allPolicies;
  if (reportCode === REPORT_CODES.transaction) return REPORT_MONTHS_BACK.transactionHistory;
  return REPORT_MONTHS_BACK.other;
};

/**
 * The earliest start date as YYYY-MM-DD for a Jakarta day `today` (YYYY-MM-DD): the same day of
 * the month `months` back, clamped to that month's last day (31 May - 3 months = 28/29 Feb).
 */
export const reportMinStartDate = (today: string, months: number): string => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
};

/** A policy period's first and last day (YYYY-MM-DD), as a report's date window reads it. */
export interface ReportPeriodDates {
  policyPeriodFrom: string;
  policyPeriodTo: string;
}

/**
 * The dates a report's range may take (part 2 sections 4 and 5): from the minimum start date
 * (reportMinStartDate of reportMonthsBack) to today; for one policy with a chosen period, also
 * inside that period: the start no earlier than its first day and the end no later than its last,
 * so a range never silently ends at a period's edge. A claim of the period may be approved after
 * the period ends, so on the approved date the end stays today. The window is empty (`from` after
 * `to`) when the period lies wholly before the minimum start or after today.
 * Readings: docs/spec-notes.md (Reports, Report period and dates).
 */
export const reportDateWindow = (
  today: string,
  reportCode: ReportCode,
  policyId: string,
  period?: ReportPeriodDates,
  criterion: ReportDateCriterion = 'eventDate',
): { from: string; to: string } => {
  const min = reportMinStartDate(today, reportMonthsBack(reportCode, policyId));
  if (!period || policyId === ALL_POLICIES_ID) return { from: min, to: today };
  const later = (a: string, b: string) => (a > b ? a : b);
  const earlier = (a: string, b: string) => (a < b ? a : b);
  return {
    from: later(min, period.policyPeriodFrom),
    to: criterion === 'approvedDate' ? today : earlier(today, period.policyPeriodTo),
  };
};

/**
 * The file gateway's recheck wait (part 2 section 9): how long the portal waits before asking
 * `fileready` again about a report prepared in the background.
 */
export const FILE_RECHECK_MS = 30_000;
