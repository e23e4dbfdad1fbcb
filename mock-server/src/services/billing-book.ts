import {
  BILLING_FILTER_FIELDS,
  type BillingFilterBy,
  type BillingFilterField,
  type BillingSortField,
} from '@mo/contracts';
import type { SeedInvoice } from '@mo/fixtures';
import { IndexedTable, type Clause } from '../store/indexed-table';
import { ageingDays } from './excess-book';
import { mockToday } from './member-book';
import type { MockStore } from '../store/store';
import { filterClauses, pageOf, scopeClauses, type ListingQuery } from './listing-query';
import type { MockHost } from '../types';
import type { InvoiceEntry } from '../store/entries';

export type { InvoiceEntry } from '../store/entries';

/*
 * The premium billing book: each company's invoices in the store's IndexedTable (search, filter
 * sets, each sort field's order), so the listing never scans or sorts per request. Ageing counts
 * days from the invoice date to today on the mock clock (to the paid date once paid), so a
 * company's table is made for one day and made again when the mock's day changes, and all of it
 * again when the store's invoices array is replaced (reset, a billing scenario).
 */

type ScopeField = 'policyId' | 'periodId';
type BillingTableFilter = ScopeField | BillingFilterField;

const billingSorts: Record<BillingSortField, (e: InvoiceEntry) => string | number | null> = {
  invoiceNo: (e) => e.invoice.invoiceNo,
  invoiceDate: (e) => e.invoice.invoiceDate,
  transactionType: (e) => e.invoice.transactionType,
  subsidiary: (e) => e.subsidiary.subsidiaryName.toLowerCase(),
  billingAmount: (e) => e.invoice.billingAmount,
  paidAmount: (e) => e.invoice.paidAmount,
  outstandingAmount: (e) => e.invoice.outstandingAmount,
  billingStatus: (e) => e.invoice.billingStatus,
  ageing: (e) => e.ageing,
  paidDate: (e) => e.invoice.paidDate ?? null,
  // The due date follows the invoice date by the one payment term.
  dueDate: (e) => e.invoice.invoiceDate,
  policyNumber: (e) => e.invoice.policyNo,
};

const lower = (text: (e: InvoiceEntry) => string) => ({
  text: (e: InvoiceEntry) => text(e).toLowerCase(),
});

const billingTable = () =>
  new IndexedTable<InvoiceEntry, BillingSortField, BillingTableFilter>({
    // Case-insensitive "contains" on each field by itself (no match across two fields).
    search: [
      lower((e) => e.invoice.invoiceNo),
      lower((e) => e.subsidiary.subsidiaryName),
      lower((e) => e.invoice.transactionType),
      lower((e) => e.invoice.policyNo),
    ],
    sorts: billingSorts,
    tie: (e) => e.invoice.invoiceNo,
    filters: {
      policyId: (e) => e.invoice.policyId,
      periodId: (e) => e.invoice.periodId,
      transactionType: (e) => e.invoice.transactionType,
      invoiceDateMonthYear: (e) => e.monthYear,
      billingStatus: (e) => e.invoice.billingStatus,
      subsidiary: (e) => e.subsidiary.subsidiaryName,
    },
  });

export type BillingQuery = ListingQuery<BillingSortField, BillingFilterBy>;

export class CompanyBilling {
  private readonly table = billingTable();

  constructor(
    entries: readonly Omit<InvoiceEntry, 'ageing'>[],
    readonly today: string,
  ) {
    for (const entry of entries) {
      const end = entry.invoice.paidDate ?? today;
      this.table.add({ ...entry, ageing: ageingDays(entry.invoice.invoiceDate, end) });
    }
  }

  query(q: BillingQuery): { page: InvoiceEntry[]; total: number } {
    const where: Clause<BillingTableFilter>[] = [
      ...scopeClauses(q.policyId, q.periodId),
      ...filterClauses(BILLING_FILTER_FIELDS, [q.filterBy]),
    ];
    const value = (q.searchValue ?? '').trim().toLowerCase();
    const { rows, total } = this.table.query({
      search: value === '' ? undefined : value,
      where,
      ...pageOf(q, 'invoiceDate'),
    });
    return { page: rows, total };
  }

  /** Every invoice of the policy (or all) and period, newest first. */
  scope(policyId: string, periodId: string | undefined): InvoiceEntry[] {
    return this.table.query({
      where: scopeClauses(policyId, periodId),
      sort: 'invoiceDate',
      desc: true,
      offset: 0,
      limit: this.table.size,
    }).rows;
  }
}

/** The book of one invoices array: invoices by company and by number, tables by company. */
class BillingBook {
  readonly byNumber = new Map<string, SeedInvoice>();
  private readonly byCompany = new Map<string, Omit<InvoiceEntry, 'ageing'>[]>();
  private readonly tables = new Map<string, CompanyBilling>();

  constructor(world: MockStore) {
    for (const invoice of world.invoices) {
      const policy = world.policies.get(invoice.policyId);
      if (!policy) continue;
      const subsidiary = policy.subsidiaries.find((s) => s.id === invoice.subsidiaryId) ?? {
        subsidiaryNo: '',
        subsidiaryName: '',
      };
      this.byNumber.set(invoice.invoiceNo, invoice);
      let list = this.byCompany.get(invoice.companyId);
      if (!list) {
        list = [];
        this.byCompany.set(invoice.companyId, list);
      }
      list.push({ invoice, policy, subsidiary, monthYear: invoice.invoiceDate.slice(0, 7) });
    }
  }

  of(companyId: string, today: string): CompanyBilling {
    let table = this.tables.get(companyId);
    if (!table || table.today !== today) {
      table = new CompanyBilling(this.byCompany.get(companyId) ?? [], today);
      this.tables.set(companyId, table);
    }
    return table;
  }
}

const books = new WeakMap<readonly SeedInvoice[], BillingBook>();

const bookOf = (world: MockStore): BillingBook => {
  let book = books.get(world.invoices);
  if (!book) {
    book = new BillingBook(world);
    books.set(world.invoices, book);
  }
  return book;
};

/** A company's invoices as of the mock's today. */
export const billingOf = (world: MockStore, host: MockHost, companyId: string): CompanyBilling =>
  bookOf(world).of(companyId, mockToday(world));

/** An invoice by its number (any company). */
export const invoiceByNumber = (world: MockStore, invoiceNo: string): SeedInvoice | undefined =>
  bookOf(world).byNumber.get(invoiceNo);

/** Days from an invoice's date to today (mock clock), or to its paid date once paid. */
export const ageingOf = (world: Pick<MockStore, 'clock'>, invoice: SeedInvoice): number =>
  ageingDays(invoice.invoiceDate, invoice.paidDate ?? mockToday(world));
