import { TABLE_LIMITS } from './constants';

/*
 * The Premium billing area's code lists and limits (part 2 sections 3, 4 and 7), without schemas:
 * the portal's runtime takes them from here (browser.ts), and domain-billing.ts builds its TypeBox
 * schemas on them. Readings are in docs/spec-notes.md (Premium billing calls).
 */

/** Transaction types seen on premium billing (part 2 section 3), in the spec's order. */
export const TRANSACTION_TYPES = [
  'Alteration',
  'Group Instalment billing Run',
  'Issue - New Business',
  'Issue - Renewals',
  'Issue Policy - Major',
  'New Business',
  'Renewal',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const BILLING_STATUSES = ['Outstanding', 'Paid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Columns the billing table sorts by (invoiceDate, newest first, when none is asked). */
export const BILLING_SORT_FIELDS = [
  'invoiceNo',
  'invoiceDate',
  'transactionType',
  'subsidiary',
  'billingAmount',
  'paidAmount',
  'outstandingAmount',
  'billingStatus',
  'ageing',
  'paidDate',
  'dueDate',
  'policyNumber',
] as const;
export type BillingSortField = (typeof BILLING_SORT_FIELDS)[number];

/** The table's filters (part 2 section 3): transaction type, invoice month, status, subsidiary. */
export const BILLING_FILTER_FIELDS = [
  'transactionType',
  'invoiceDateMonthYear',
  'billingStatus',
  'subsidiary',
] as const;
export type BillingFilterField = (typeof BILLING_FILTER_FIELDS)[number];

/** invoiceDateMonthYear: the invoice's month as YYYY-MM (the portal words it per language). */
export const MONTH_YEAR_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

export const BILLING_LIMITS = {
  ...TABLE_LIMITS,
  /** Days from an invoice's date to its due date (ours: the invoice's payment term). */
  paymentTermDays: 30,
} as const;

/**
 * The two downloads of an invoice row (part 2 section 4): the invoice itself as a PDF and the
 * billing detail (one row per member and plan) as a workbook. Each code takes one format only.
 */
export const BILLING_REPORT_CODES = {
  invoice: 'BILLING_INVOICE',
  detail: 'BILLING_DETAIL',
} as const;
export type BillingReportCode = (typeof BILLING_REPORT_CODES)[keyof typeof BILLING_REPORT_CODES];

export const BILLING_REPORT_FORMATS: Readonly<Record<BillingReportCode, 'PDF' | 'EXCEL'>> = {
  BILLING_INVOICE: 'PDF',
  BILLING_DETAIL: 'EXCEL',
};
