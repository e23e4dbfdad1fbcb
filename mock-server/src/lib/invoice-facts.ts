import { BILLING_LIMITS } from '@mo/contracts';
import { TRANSACTION_MONTHS, type SeedInvoice } from '@mo/fixtures';

/*
 * Dates an invoice implies: its due date (the payment term after the invoice date) and the months
 * of cover it bills (from the invoice date, as many months as its transaction type bills).
 */

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const addMonths = (date: string, months: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

export interface InvoiceDates {
  dueDate: string;
  coverageFrom: string;
  coverageTo: string;
}

export const invoiceDates = (invoice: Pick<SeedInvoice, 'invoiceDate' | 'transactionType'>) => ({
  dueDate: addDays(invoice.invoiceDate, BILLING_LIMITS.paymentTermDays),
  coverageFrom: invoice.invoiceDate,
  coverageTo: addDays(
    addMonths(invoice.invoiceDate, TRANSACTION_MONTHS[invoice.transactionType]),
    -1,
  ),
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM as the filter's English label: Nov 2026. */
export const monthYearLabel = (monthYear: string): string =>
  `${MONTHS[Number(monthYear.slice(5, 7)) - 1] ?? monthYear.slice(5, 7)} ${monthYear.slice(0, 4)}`;

/** YYYY-MM-DD as the documents print it: 01 Nov 2026. */
export const documentDate = (date: string): string =>
  `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
