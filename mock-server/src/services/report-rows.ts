import { MEMBER_TYPE_LABELS } from '../lib/format';
import { billingOf } from './billing-book';
import { invoiceDates } from '../lib/invoice-facts';
import { memberBook } from './member-book';
import type { ResolvedReport } from './report-request';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';
import { REPORT_NAMES, byText, col, NO, infoOf, inRange, type ReportData } from './report-columns';
import {
  transactionReport,
  excessReport,
  isExcessClaim,
  claimsOf,
  breakdownReport,
} from './claim-report-rows';

export type { Cell, ReportData } from './report-columns';
export { approvalDateOf, claimChannelOf } from './report-columns';

/*
 * The rows of each report, from the mock's books (read only): the member book (member profile),
 * the claim book (claim transaction and its breakdown, excess claim and its breakdown) and the
 * billing book (premium billing). Rows honour the request: the policy or every policy of the
 * company, the period, the date range on the event, approval or invoice date, the channel and the
 * request type. A report keeps its source items and makes each row's cells when it is written.
 */

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
