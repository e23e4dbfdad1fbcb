import type { BillingReportCode, ReportFile } from '@mo/contracts';
import {
  invoiceLines,
  type InvoiceMemberLine,
  type SeedInvoice,
  type SeedPolicy,
} from '@mo/fixtures';
import { jakartaDateTime } from '../lib/clock';
import { splitRows, type RowSplit } from '../lib/row-split';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * The files of an invoice's two downloads: the invoice is one PDF; the billing detail is split
 * into files of MOCK_REPORT_ROWS_PER_FILE members each (none for an invoice without members, so
 * the portal fetches file 1 directly), or into the number of files a scenario asked for.
 */

export const INVOICE_REPORT_NAME = 'Invoice';
export const BILLING_DETAIL_REPORT_NAME = 'Billing Detail';

/** Billing-detail file counts a scenario set, per invoice id, for one invoices array. */
const forcedCounts = new WeakMap<readonly SeedInvoice[], Map<string, number>>();

/** From now until the next reset, the invoice's billing detail comes as `files` files. */
export const forceDetailFileCount = (world: MockStore, invoiceId: string, files: number) => {
  let counts = forcedCounts.get(world.invoices);
  if (!counts) {
    counts = new Map();
    forcedCounts.set(world.invoices, counts);
  }
  counts.set(invoiceId, files);
};

/** The forced file counts of the world's invoices, [invoice id, files] (world snapshots). */
export const forcedDetailCounts = (world: MockStore): [string, number][] => [
  ...(forcedCounts.get(world.invoices) ?? []),
];

/** The members the invoice bills, with their premiums (the billing detail's rows). */
export const detailLines = (
  world: MockStore,
  invoice: SeedInvoice,
  policy: SeedPolicy,
): InvoiceMemberLine[] => invoiceLines(invoice, policy, world.membersOf(policy.id));

/** How the detail's rows split: the file count and each file's rows [start, end). */
export const detailSplit = (
  world: MockStore,
  host: MockHost,
  invoice: SeedInvoice,
  rows: number,
): RowSplit =>
  splitRows(rows, host.config.reportRowsPerFile, forcedCounts.get(world.invoices)?.get(invoice.id));

/**
 * The spec's file name: the Jakarta date as DDMMYY, `_GE_`, the report name and the invoice
 * number, e.g. `021226_GE_Invoice_INV26110000101010.pdf`; a detail of several files adds `_PartN`.
 */
export const billingFileName = (
  reportCode: BillingReportCode,
  invoiceNo: string,
  nowMs: number,
  part?: { fileNumber: number; fileCount: number },
): string => {
  const [yyyy = '', mm = '', dd = ''] = jakartaDateTime(nowMs).slice(0, 10).split('-');
  const date = `${dd}${mm}${yyyy.slice(2)}`;
  if (reportCode === 'BILLING_INVOICE') {
    return `${date}_GE_${INVOICE_REPORT_NAME}_${invoiceNo}.pdf`;
  }
  const suffix = part && part.fileCount > 1 ? `_Part${part.fileNumber}` : '';
  return `${date}_GE_${BILLING_DETAIL_REPORT_NAME}_${invoiceNo}${suffix}.xlsx`;
};

/** The files of a download: the invoice is always one; the detail as its rows split. */
export const billingFiles = (
  world: MockStore,
  host: MockHost,
  reportCode: BillingReportCode,
  invoice: SeedInvoice,
  policy: SeedPolicy,
): ReportFile[] => {
  const nowMs = world.clock.now();
  if (reportCode === 'BILLING_INVOICE') {
    return [{ fileNumber: 1, reportName: billingFileName(reportCode, invoice.invoiceNo, nowMs) }];
  }
  const { fileCount } = detailSplit(
    world,
    host,
    invoice,
    detailLines(world, invoice, policy).length,
  );
  return Array.from({ length: fileCount }, (_, i) => ({
    fileNumber: i + 1,
    reportName: billingFileName(reportCode, invoice.invoiceNo, nowMs, {
      fileNumber: i + 1,
      fileCount,
    }),
  }));
};
