import type { ReportCode } from '@mo/contracts';
import type { SeedClaim } from '@mo/fixtures';
import type { ResolvedReport } from './report-request';

/*
 * What every report shares: its data shape (columns, header block, rows made on demand), the
 * order and date range its rows honour, and the claim terms (channel, request type) its criteria
 * name.
 */

export type CellType = 'text' | 'integer' | 'amount' | 'date';
/** A cell's value: text, a number, a date as YYYY-MM-DD (typed by its column), or empty. */
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  type: CellType;
  /** Excel width in characters. */
  width: number;
}

export interface ReportData {
  /** The report's name in its title and file names. */
  name: string;
  columns: readonly ReportColumn[];
  /** Label and value lines of the header block (company, policy, period, criteria). */
  info: readonly [string, string][];
  count: number;
  /** The cells of row `index` (0-based over the whole report; the first cell is its number). */
  rowAt(index: number): Cell[];
}

export const REPORT_NAMES: Readonly<Record<ReportCode, string>> = {
  PROFILE: 'Member Profile',
  TRANSACTION: 'Claim Transaction',
  CLAIM_TRANSACTION_BREAKDOWN: 'Claim Transaction Breakdown',
  PREMIUM_BILLING: 'Premium Billing',
  excessclaimreport: 'Excess Claim',
  excessclaimbreakdownreport: 'Excess Claim Breakdown',
};

/** Code-unit order (ids, numbers and ISO dates): no locale rules, and fast on 100,000 rows. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const col = (header: string, type: CellType, width = 14): ReportColumn => ({
  header,
  type,
  width,
});
export const NO = col('No', 'integer', 7);

/** A stable 32-bit number from a string (FNV-1a). */
export const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

const REIMBURSEMENT_CHANNELS = ['MOBILE', 'WEB', 'EMAIL'] as const;
export type ClaimChannel = (typeof REIMBURSEMENT_CHANNELS)[number] | 'PROVIDER';

/**
 * How a claim reached the insurer (the seed keeps no channel): a cashless claim (P) comes from
 * the provider; a reimbursement (C) by the member's app, the web or e-mail, by its id.
 */
export const claimChannelOf = (claim: Pick<SeedClaim, 'id' | 'claimType'>): ClaimChannel =>
  claim.claimType === 'P'
    ? 'PROVIDER'
    : REIMBURSEMENT_CHANNELS[hashOf(claim.id) % REIMBURSEMENT_CHANNELS.length]!;

/** The day a claim was approved: its decision date once it reached CA or CC; else none. */
export const approvalDateOf = (claim: SeedClaim): string | undefined =>
  claim.status === 'CA' || claim.status === 'CC' ? claim.decisionDate : undefined;

export const CLAIM_TYPE_LABELS = { P: 'Cashless', C: 'Reimbursement' } as const;
export const REQUEST_TYPE_CODES = { CASHLESS: 'P', REIMBURSEMENT: 'C' } as const;
export const CHANNEL_LABELS: Record<ClaimChannel, string> = {
  MOBILE: 'Mobile',
  WEB: 'Web',
  EMAIL: 'E-mail',
  PROVIDER: 'Provider',
};
export const DATE_LABELS = {
  eventDate: 'Event date',
  approvedDate: 'Approved date',
  invoiceDate: 'Invoice date',
} as const;

export const infoOf = (report: ResolvedReport): [string, string][] => {
  const policy = report.allPolicies ? undefined : report.policies[0];
  const lines: [string, string][] = [
    ['Company', report.company.companyName],
    ['Policy Number', policy ? policy.policyNo : 'All Policies'],
  ];
  if (policy) {
    lines.push([
      'Policy Period',
      report.period
        ? `${report.period.policyPeriodFrom} - ${report.period.policyPeriodTo}`
        : 'Every period',
    ]);
  }
  if (report.range) {
    lines.push([DATE_LABELS[report.range.on], `${report.range.from} - ${report.range.to}`]);
  }
  if (report.code === 'TRANSACTION' || report.code === 'CLAIM_TRANSACTION_BREAKDOWN') {
    lines.push(['Channel', report.channel === 'ALL' ? 'All' : CHANNEL_LABELS[report.channel]]);
    lines.push([
      'Request Type',
      report.requestType === 'ALL'
        ? 'All'
        : CLAIM_TYPE_LABELS[REQUEST_TYPE_CODES[report.requestType]],
    ]);
  }
  return lines;
};

export const inRange = (date: string | undefined, range: ResolvedReport['range']): boolean =>
  !range || (date !== undefined && date >= range.from && date <= range.to);
