import { CLAIM_STATUS_DESCRIPTIONS } from '@mo/contracts';
import { claimDetailFacts, type BreakdownFacts, type SeedClaim } from '@mo/fixtures';
import { MEMBER_TYPE_LABELS } from '../lib/format';
import { claimBook, type ClaimEntry } from './claim-book';
import { ageingDays } from './excess-book';
import type { ResolvedReport } from './report-request';
import type { MockStore } from '../store/store';
import {
  REPORT_NAMES,
  byText,
  col,
  NO,
  infoOf,
  inRange,
  claimChannelOf,
  approvalDateOf,
  CLAIM_TYPE_LABELS,
  REQUEST_TYPE_CODES,
  CHANNEL_LABELS,
  type Cell,
  type ReportColumn,
  type ReportData,
} from './report-columns';

/*
 * The claim reports (claim transaction and its breakdown, excess claim and its breakdown), from
 * the claim book: the policy or every policy, the period, the range on the event or approval date,
 * the channel and the request type.
 */

// --- claims -------------------------------------------------------------------------------------

/** The claims a claim report covers, ordered by the range's date, then claim number. */
export const claimsOf = (
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

/** Incurred, non-payable, excess and paid: the amounts of a claim or of one benefit line. */
const CLAIM_AMOUNT_COLUMNS = ['Incurred', 'Non-payable', 'Excess', 'Paid'].map((what) =>
  col(`${what} (IDR)`, 'amount', 16),
);

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

/** A report of one row per claim it covers: the claim's columns, then the report's own. */
const perClaimReport = (
  world: MockStore,
  report: ResolvedReport,
  name: string,
  keep: (claim: SeedClaim) => boolean,
  own: { columns: ReportColumn[]; cells: (entry: ClaimEntry) => Cell[] },
): ReportData => {
  const rows = claimsOf(world, report, keep);
  return {
    name,
    info: infoOf(report),
    columns: [...CLAIM_COLUMNS, ...own.columns],
    count: rows.length,
    rowAt: (i) => {
      const entry = rows[i]!;
      return [...claimCells(i, entry, entry.policy.policyNo), ...own.cells(entry)];
    },
  };
};

export const transactionReport = (world: MockStore, report: ResolvedReport): ReportData =>
  perClaimReport(world, report, REPORT_NAMES.TRANSACTION, () => true, {
    columns: [
      col('Channel', 'text', 10),
      col('Benefit', 'text', 18),
      col('Event Date', 'date'),
      col('Received Date', 'date'),
      col('Approved Date', 'date'),
      col('Status', 'text', 20),
      ...CLAIM_AMOUNT_COLUMNS,
    ],
    cells: (entry) => {
      const { claim } = entry;
      return [
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
  });

/** One benefit line of a claim, with the claim it belongs to. */
interface BreakdownLine extends BreakdownFacts {
  entry: ClaimEntry;
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

export const breakdownReport = (
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
      ...CLAIM_AMOUNT_COLUMNS,
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
export const isExcessClaim = (claim: SeedClaim): boolean =>
  claim.excessAmount > 0 && claim.excessDate !== undefined;

export const excessReport = (world: MockStore, report: ResolvedReport): ReportData =>
  perClaimReport(world, report, REPORT_NAMES.excessclaimreport, isExcessClaim, {
    columns: [
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
    cells: (entry) => {
      const { claim } = entry;
      return [
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
  });
