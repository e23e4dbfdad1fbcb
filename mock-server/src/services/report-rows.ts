import { CLAIM_STATUS_DESCRIPTIONS, type ReportCode } from '@mo/contracts';
import { claimDetailFacts, type SeedClaim } from '@mo/fixtures';
import { MEMBER_TYPE_LABELS } from '../lib/format';
import { billingOf } from './billing-book';
import { claimBook, type ClaimEntry } from './claim-book';
import { ageingDays } from './excess-book';
import { invoiceDates } from '../lib/invoice-facts';
import { memberBook } from './member-book';
import type { ResolvedReport } from './report-request';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * The rows of each report, from the mock's books (read only): the member book (member profile),
 * the claim book (claim transaction and its breakdown, excess claim and its breakdown) and the
 * billing book (premium billing). Rows honour the request: the policy or every policy of the
 * company, the period, the date range on the event, approval or invoice date, the channel and the
 * request type. A report keeps its source items and makes each row's cells when it is written.
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
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const col = (header: string, type: CellType, width = 14): ReportColumn => ({ header, type, width });
const NO = col('No', 'integer', 7);

/** A stable 32-bit number from a string (FNV-1a). */
const hashOf = (text: string): number => {
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

const CLAIM_TYPE_LABELS = { P: 'Cashless', C: 'Reimbursement' } as const;
const REQUEST_TYPE_CODES = { CASHLESS: 'P', REIMBURSEMENT: 'C' } as const;
const CHANNEL_LABELS: Record<ClaimChannel, string> = {
  MOBILE: 'Mobile',
  WEB: 'Web',
  EMAIL: 'E-mail',
  PROVIDER: 'Provider',
};
const DATE_LABELS = {
  eventDate: 'Event date',
  approvedDate: 'Approved date',
  invoiceDate: 'Invoice date',
} as const;

const infoOf = (report: ResolvedReport): [string, string][] => {
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

const inRange = (date: string | undefined, range: ResolvedReport['range']): boolean =>
  !range || (date !== undefined && date >= range.from && date <= range.to);

// --- member profile -----------------------------------------------------------------------------

const memberReport = (world: MockStore, report: ResolvedReport): ReportData => {
  const policyIds = new Set(report.policies.map((p) => p.id));
  const rows = memberBook(world)
    .of(report.company.id)
    .rows.filter((e) => policyIds.has(e.policy.id))
    .sort(
      (a, b) =>
        byText(a.policy.policyNo, b.policy.policyNo) || byText(a.memberNumber, b.memberNumber),
    );
  return {
    name: REPORT_NAMES.PROFILE,
    info: infoOf(report),
    columns: [
      NO,
      col('Policy Number', 'text'),
      col('Member Number', 'text', 16),
      col('Member Name', 'text', 28),
      col('Member Type', 'text', 12),
      col('Employee ID', 'text'),
      col('Gender', 'text', 8),
      col('Date of Birth', 'date'),
      col('Marital Status', 'text'),
      col('Subsidiary', 'text', 24),
      col('Plan', 'text', 7),
      col('Plan Description', 'text', 18),
      col('Effective Date', 'date'),
      col('Email', 'text', 28),
      col('Mobile Number', 'text', 16),
    ],
    count: rows.length,
    rowAt: (i) => {
      const e = rows[i]!;
      const m = e.member;
      return [
        i + 1,
        e.policy.policyNo,
        e.memberNumber,
        m.name,
        MEMBER_TYPE_LABELS[m.memberType],
        m.employeeId,
        m.gender === 'M' ? 'Male' : 'Female',
        m.dateOfBirth,
        m.maritalStatus === 'married' ? 'Married' : 'Single',
        e.subsidiary ? `${e.subsidiary.subsidiaryNo} - ${e.subsidiary.subsidiaryName}` : '',
        e.planNo,
        e.policy.plans.find((p) => p.planNo === e.planNo)?.planDescription ?? '',
        e.effectiveDate,
        m.email ?? '',
        m.mobileNumber ?? '',
      ];
    },
  };
};

// --- claims -------------------------------------------------------------------------------------

/** The claims a claim report covers, ordered by the range's date, then claim number. */
const claimsOf = (
  world: MockStore,
  report: ResolvedReport,
  keep: (claim: SeedClaim) => boolean,
): ClaimEntry[] => {
  const policyIds = new Set(report.policies.map((p) => p.id));
  const approval = report.range?.on === 'approvedDate';
  const dateOf = (c: SeedClaim) => (approval ? approvalDateOf(c) : c.eventDate);
  const requestCode =
    report.requestType === 'ALL' ? undefined : REQUEST_TYPE_CODES[report.requestType];
  return claimBook(world)
    .of(report.company.id)
    .entries.filter(({ claim }) => {
      if (!policyIds.has(claim.policyId)) return false;
      if (report.period && claim.periodId !== report.period.id) return false;
      if (requestCode && claim.claimType !== requestCode) return false;
      if (report.channel !== 'ALL' && claimChannelOf(claim) !== report.channel) return false;
      return inRange(dateOf(claim), report.range) && keep(claim);
    })
    .sort(
      (a, b) =>
        byText(dateOf(a.claim) ?? '', dateOf(b.claim) ?? '') ||
        byText(a.claim.claimNo, b.claim.claimNo),
    );
};

const CLAIM_COLUMNS = [
  NO,
  col('Claim Number', 'text', 16),
  col('Policy Number', 'text'),
  col('Member Number', 'text', 16),
  col('Member Name', 'text', 28),
  col('Member Type', 'text', 12),
  col('Claim Type', 'text'),
];

const claimCells = (i: number, { claim }: ClaimEntry, policyNo: string): Cell[] => [
  i + 1,
  claim.claimNo,
  policyNo,
  claim.memberNo,
  claim.memberName,
  MEMBER_TYPE_LABELS[claim.memberType],
  CLAIM_TYPE_LABELS[claim.claimType],
];

/** What a claim pays out: incurred less non-payable and excess once decided (CC, CA), else 0. */
const payableOf = (claim: SeedClaim): number =>
  claim.status === 'CC' || claim.status === 'CA'
    ? claim.incurredAmount - claim.nonPayableAmount - claim.excessAmount
    : 0;

const transactionReport = (world: MockStore, report: ResolvedReport): ReportData => {
  const rows = claimsOf(world, report, () => true);
  return {
    name: REPORT_NAMES.TRANSACTION,
    info: infoOf(report),
    columns: [
      ...CLAIM_COLUMNS,
      col('Channel', 'text', 10),
      col('Benefit', 'text', 18),
      col('Event Date', 'date'),
      col('Received Date', 'date'),
      col('Approved Date', 'date'),
      col('Status', 'text', 20),
      col('Incurred (IDR)', 'amount', 16),
      col('Non-payable (IDR)', 'amount', 16),
      col('Excess (IDR)', 'amount', 16),
      col('Paid (IDR)', 'amount', 16),
    ],
    count: rows.length,
    rowAt: (i) => {
      const entry = rows[i]!;
      const { claim } = entry;
      return [
        ...claimCells(i, entry, entry.policy.policyNo),
        CHANNEL_LABELS[claimChannelOf(claim)],
        entry.benefitDesc,
        claim.eventDate,
        claim.receivedDate,
        approvalDateOf(claim) ?? null,
        CLAIM_STATUS_DESCRIPTIONS[claim.status],
        claim.incurredAmount,
        claim.nonPayableAmount,
        claim.excessAmount,
        claim.paidAmount,
      ];
    },
  };
};

interface BreakdownLine {
  entry: ClaimEntry;
  code: string;
  desc: string;
  incurred: number;
  nonPayable: number;
  excess: number;
  paid: number;
}

/**
 * A claim's benefit lines (claimDetailFacts, as its detail shows them); a claim without any (an
 * undecided one, some single-line ones) is one line of its benefit with the claim's amounts.
 */
const linesOf = (entry: ClaimEntry): BreakdownLine[] => {
  const { claim } = entry;
  const facts = claimDetailFacts(claim).breakdown;
  if (facts.length > 0) return facts.map((f) => ({ entry, ...f }));
  const decided = claim.status === 'CC' || claim.status === 'CA' || claim.status === 'CR';
  return [
    {
      entry,
      code: claim.benefitType,
      desc: entry.benefitDesc,
      incurred: claim.incurredAmount,
      nonPayable: decided ? claim.nonPayableAmount : 0,
      excess: decided ? claim.excessAmount : 0,
      paid: payableOf(claim),
    },
  ];
};

const breakdownReport = (
  name: string,
  info: [string, string][],
  entries: readonly ClaimEntry[],
  more: { channel: boolean },
): ReportData => {
  const lines = entries.flatMap(linesOf);
  return {
    name,
    info,
    columns: [
      ...CLAIM_COLUMNS,
      ...(more.channel ? [col('Channel', 'text', 10)] : []),
      col('Event Date', 'date'),
      col('Approved Date', 'date'),
      col('Status', 'text', 20),
      col('Benefit Code', 'text', 10),
      col('Benefit', 'text', 24),
      col('Incurred (IDR)', 'amount', 16),
      col('Non-payable (IDR)', 'amount', 16),
      col('Excess (IDR)', 'amount', 16),
      col('Paid (IDR)', 'amount', 16),
    ],
    count: lines.length,
    rowAt: (i) => {
      const line = lines[i]!;
      const { claim } = line.entry;
      return [
        ...claimCells(i, line.entry, line.entry.policy.policyNo),
        ...(more.channel ? [CHANNEL_LABELS[claimChannelOf(claim)]] : []),
        claim.eventDate,
        approvalDateOf(claim) ?? null,
        CLAIM_STATUS_DESCRIPTIONS[claim.status],
        line.code,
        line.desc,
        line.incurred,
        line.nonPayable,
        line.excess,
        line.paid,
      ];
    },
  };
};

/** A paid claim with an excess billed to the company (as the excess list has them). */
const isExcessClaim = (claim: SeedClaim): boolean =>
  claim.excessAmount > 0 && claim.excessDate !== undefined;

const excessReport = (world: MockStore, report: ResolvedReport): ReportData => {
  const rows = claimsOf(world, report, isExcessClaim);
  return {
    name: REPORT_NAMES.excessclaimreport,
    info: infoOf(report),
    columns: [
      ...CLAIM_COLUMNS,
      col('Benefit', 'text', 18),
      col('Event Date', 'date'),
      col('Excess Date', 'date'),
      col('Incurred (IDR)', 'amount', 16),
      col('Paid (IDR)', 'amount', 16),
      col('Excess (IDR)', 'amount', 16),
      col('Excess Status', 'text', 14),
      col('Excess Paid Date', 'date'),
      col('Ageing (days)', 'integer', 12),
    ],
    count: rows.length,
    rowAt: (i) => {
      const entry = rows[i]!;
      const { claim } = entry;
      return [
        ...claimCells(i, entry, entry.policy.policyNo),
        entry.benefitDesc,
        claim.eventDate,
        claim.excessDate ?? null,
        claim.incurredAmount,
        claim.paidAmount,
        claim.excessAmount,
        claim.excessStatus ?? '',
        claim.excessPaidDate ?? null,
        ageingDays(claim.excessDate ?? report.today, claim.excessPaidDate ?? report.today),
      ];
    },
  };
};

// --- premium billing ----------------------------------------------------------------------------

const billingReport = (world: MockStore, host: MockHost, report: ResolvedReport): ReportData => {
  const policy = report.allPolicies ? undefined : report.policies[0];
  const rows = billingOf(world, host, report.company.id)
    .scope(policy?.id ?? '0000', report.period?.id)
    .filter((e) => inRange(e.invoice.invoiceDate, report.range))
    .reverse();
  return {
    name: REPORT_NAMES.PREMIUM_BILLING,
    info: infoOf(report),
    columns: [
      NO,
      col('Invoice Number', 'text', 20),
      col('Policy Number', 'text'),
      col('Subsidiary', 'text', 24),
      col('Transaction Type', 'text', 26),
      col('Invoice Date', 'date'),
      col('Due Date', 'date'),
      col('Billing Status', 'text', 12),
      col('Billing Amount (IDR)', 'amount', 18),
      col('Paid Amount (IDR)', 'amount', 18),
      col('Outstanding Amount (IDR)', 'amount', 18),
      col('Paid Date', 'date'),
      col('Ageing (days)', 'integer', 12),
    ],
    count: rows.length,
    rowAt: (i) => {
      const { invoice, subsidiary, ageing } = rows[i]!;
      return [
        i + 1,
        invoice.invoiceNo,
        invoice.policyNo,
        `${subsidiary.subsidiaryNo} - ${subsidiary.subsidiaryName}`,
        invoice.transactionType,
        invoice.invoiceDate,
        invoiceDates(invoice).dueDate,
        invoice.billingStatus,
        invoice.billingAmount,
        invoice.paidAmount,
        invoice.outstandingAmount,
        invoice.paidDate ?? null,
        ageing,
      ];
    },
  };
};

/** The rows of a resolved report. */
export const reportData = (
  world: MockStore,
  host: MockHost,
  report: ResolvedReport,
): ReportData => {
  switch (report.code) {
    case 'PROFILE':
      return memberReport(world, report);
    case 'TRANSACTION':
      return transactionReport(world, report);
    case 'CLAIM_TRANSACTION_BREAKDOWN':
      return breakdownReport(
        REPORT_NAMES.CLAIM_TRANSACTION_BREAKDOWN,
        infoOf(report),
        claimsOf(world, report, () => true),
        { channel: true },
      );
    case 'PREMIUM_BILLING':
      return billingReport(world, host, report);
    case 'excessclaimreport':
      return excessReport(world, report);
    case 'excessclaimbreakdownreport':
      return breakdownReport(
        REPORT_NAMES.excessclaimbreakdownreport,
        infoOf(report),
        claimsOf(world, report, isExcessClaim),
        { channel: false },
      );
  }
};

/** A report with no rows, as the empty-book scenario makes every report. */
export const emptied = (data: ReportData): ReportData => ({ ...data, count: 0 });
