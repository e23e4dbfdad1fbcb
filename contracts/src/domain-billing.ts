import Type, { type Static } from 'typebox';
import { ApiDate } from './api-date-schema';
import {
  BILLING_FILTER_FIELDS,
  BILLING_STATUSES,
  MONTH_YEAR_PATTERN,
  TRANSACTION_TYPES,
} from './billing-codes';
import { Money } from './domain-claims';
import { applicableFilter, checked, filterBy, listPage } from './listing';
import { literalUnion } from './literal-union';

/*
 * The Premium billing area's shapes (part 2 section 3, premium billing row). Field names are the
 * spec's; what it leaves open is ours (docs/spec-notes.md, Premium billing calls).
 */

export * from './billing-codes';

export const TransactionTypeCode = literalUnion(TRANSACTION_TYPES);
export const BillingStatusCode = literalUnion(BILLING_STATUSES);
export const MonthYear = Type.String({ pattern: MONTH_YEAR_PATTERN, description: 'YYYY-MM' });

/**
 * An invoice of the premium billing table. billingAmount = paidAmount + outstandingAmount; each
 * amount also comes as a plain number (`*Val`) for sorting and sums.
 */
export const BillingRow = Type.Object({
  id: Type.String(),
  invoiceNo: Type.String(),
  invoiceDate: ApiDate,
  invoiceDateMonthYear: MonthYear,
  /** The invoice date plus the payment term (ours, additive). */
  dueDate: ApiDate,
  transactionType: TransactionTypeCode,
  /** Days from the invoice date to today (mock clock, Jakarta), or to the paid date once paid. */
  ageing: Type.Integer({ minimum: 0 }),
  billingAmount: Money,
  paidAmount: Money,
  outstandingAmount: Money,
  billingAmountVal: Type.Number(),
  paidAmountVal: Type.Number(),
  outstandingAmountVal: Type.Number(),
  billingStatus: BillingStatusCode,
  /** The subsidiary's name. */
  subsidiary: Type.String(),
  subsidiaryNumber: Type.String(),
  policyNumber: Type.String(),
  policyId: Type.String(),
  periodId: Type.String(),
  /** When a Paid invoice was settled; null while any of it is outstanding. */
  paidDate: Type.Union([ApiDate, Type.Null()]),
  /** The months of cover the invoice bills (ours, additive). */
  coverageFrom: ApiDate,
  coverageTo: ApiDate,
  /** Rows of its billing detail: the members it bills (ours, additive). */
  memberCount: Type.Integer({ minimum: 0 }),
});
export type BillingRow = Static<typeof BillingRow>;

/** filterBy of the billing table: field to checked values; an absent or empty list does not filter. */
export const BillingFilterBy = filterBy({
  transactionType: checked(TransactionTypeCode, TRANSACTION_TYPES.length),
  invoiceDateMonthYear: checked(MonthYear, 240),
  billingStatus: checked(BillingStatusCode, BILLING_STATUSES.length),
  /** Subsidiary names, as rows carry them in `subsidiary` (numbers repeat across policies). */
  subsidiary: checked(Type.String({ minLength: 1, maxLength: 200 }), 100),
});
export type BillingFilterBy = Static<typeof BillingFilterBy>;

export const BillingApplicableFilter = applicableFilter(BILLING_FILTER_FIELDS);
export type BillingApplicableFilter = Static<typeof BillingApplicableFilter>;

/** Sums over the chosen policy and period (before search and filters). */
export const BillingTotals = Type.Object({
  invoiceCount: Type.Integer({ minimum: 0 }),
  billingAmount: Money,
  paidAmount: Money,
  outstandingAmount: Money,
});
export type BillingTotals = Static<typeof BillingTotals>;

/** The options and counts are over the invoices of the chosen policy and period. */
export const BillingListPage = listPage('invoices', BillingRow, BillingApplicableFilter, {
  totals: BillingTotals,
});
export type BillingListPage = Static<typeof BillingListPage>;
