import {
  BILLING_STATUSES,
  TRANSACTION_TYPES,
  type BillingApplicableFilter,
  type BillingRow,
  type BillingTotals,
} from '@mo/contracts';
import type { InvoiceEntry } from '../store/entries';
import { invoiceDates, monthYearLabel } from '../lib/invoice-facts';
import { money } from './claims';

/** An invoice as the premium billing table shows it. */
export const toBillingRow = ({
  invoice,
  subsidiary,
  monthYear,
  ageing,
}: InvoiceEntry): BillingRow => ({
  id: invoice.id,
  invoiceNo: invoice.invoiceNo,
  invoiceDate: invoice.invoiceDate,
  invoiceDateMonthYear: monthYear,
  ...invoiceDates(invoice),
  transactionType: invoice.transactionType,
  ageing,
  billingAmount: money(invoice.billingAmount),
  paidAmount: money(invoice.paidAmount),
  outstandingAmount: money(invoice.outstandingAmount),
  billingAmountVal: invoice.billingAmount,
  paidAmountVal: invoice.paidAmount,
  outstandingAmountVal: invoice.outstandingAmount,
  billingStatus: invoice.billingStatus,
  subsidiary: subsidiary.subsidiaryName,
  subsidiaryNumber: subsidiary.subsidiaryNo,
  policyNumber: invoice.policyNo,
  policyId: invoice.policyId,
  periodId: invoice.periodId,
  paidDate: invoice.paidDate ?? null,
  memberCount: invoice.memberCount,
});

/** Every value of a code list, in its order, with its count (0 where the scope has none). */
const everyValue = (values: readonly string[], counts: ReadonlyMap<string, number>) =>
  values.map((value) => ({ value, label: value, count: counts.get(value) ?? 0 }));

/** Only the values the scope has, in `order`, each with its count. */
const seenValues = (
  counts: ReadonlyMap<string, number>,
  order: (a: string, b: string) => number,
  label: (value: string) => string = (value) => value,
) =>
  [...counts.keys()]
    .sort(order)
    .map((value) => ({ value, label: label(value), count: counts.get(value)! }));

const countBy = (entries: readonly InvoiceEntry[], key: (e: InvoiceEntry) => string) => {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
  return counts;
};

/**
 * The table's filters over the invoices of the chosen policy and period: every transaction type
 * and status (with a count, zero included), the months and subsidiaries that have invoices
 * (months newest first, subsidiaries by name).
 */
export const billingFilters = (scope: readonly InvoiceEntry[]): BillingApplicableFilter[] => {
  const types = countBy(scope, (e) => e.invoice.transactionType);
  const statuses = countBy(scope, (e) => e.invoice.billingStatus);
  const months = countBy(scope, (e) => e.monthYear);
  const subsidiaries = countBy(scope, (e) => e.subsidiary.subsidiaryName);
  return [
    { field: 'transactionType', options: everyValue(TRANSACTION_TYPES, types) },
    {
      field: 'invoiceDateMonthYear',
      options: seenValues(months, (a, b) => (a < b ? 1 : -1), monthYearLabel),
    },
    { field: 'billingStatus', options: everyValue(BILLING_STATUSES, statuses) },
    { field: 'subsidiary', options: seenValues(subsidiaries, (a, b) => a.localeCompare(b, 'id')) },
  ];
};

export const billingTotals = (scope: readonly InvoiceEntry[]): BillingTotals => {
  let billing = 0;
  let paid = 0;
  let outstanding = 0;
  for (const { invoice } of scope) {
    billing += invoice.billingAmount;
    paid += invoice.paidAmount;
    outstanding += invoice.outstandingAmount;
  }
  return {
    invoiceCount: scope.length,
    billingAmount: money(billing),
    paidAmount: money(paid),
    outstandingAmount: money(outstanding),
  };
};
