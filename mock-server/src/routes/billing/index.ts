import { BILLING_LIMITS, CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { billingOf } from '../../services/billing-book';
import { buildBillingDetail } from '../../services/billing-detail';
import {
  billingFileName,
  billingFiles,
  detailLines,
  detailSplit,
} from '../../services/billing-files';
import { billingScopeOf, invoiceOfUser } from '../../services/billing-scope';
import { buildInvoicePdf } from '../../services/invoice-pdf';
import { listingQueryOf } from '../../services/listing-query';
import type { MockApp } from '../../types';
import { paginationOf } from '../../views/paging';
import { billingFilters, billingTotals, toBillingRow } from '../../views/billing';

/**
 * Premium billing (policy admin area): the invoice listing, and an invoice's two downloads
 * through the file list (report-count) then one file (report): the invoice as a PDF, the billing
 * detail as one or several workbooks.
 */
export const billingRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.premiumBilling, ({ body, auth, world }) => {
    const { periodId } = billingScopeOf(world, auth, body);
    const book = billingOf(world, app, body.companyId);
    const q = listingQueryOf(body, periodId, BILLING_LIMITS);
    const { page, total } = book.query(q);
    const scope = book.scope(body.policyId, periodId);
    return {
      invoices: page.map(toBillingRow),
      pagination: paginationOf(q.currentPage, q.pageSize, total),
      applicableFilters: billingFilters(scope),
      totals: billingTotals(scope),
    };
  });

  registerCall(app, CALLS.billingDetailFiles, ({ body, auth, world }) => {
    const { invoice, policy } = invoiceOfUser(world, auth, body);
    return { reportFiles: billingFiles(world, app, body.reportCode, invoice, policy) };
  });

  registerCall(app, CALLS.billingReport, async ({ body, auth, world }) => {
    const { invoice, policy } = invoiceOfUser(world, auth, body);
    const company = world.companies.get(invoice.companyId);
    if (!company) throw fail.notFound('No such company');
    const nowMs = world.clock.now();
    const lines = detailLines(world, invoice, policy);
    if (body.reportCode === 'BILLING_INVOICE') {
      if (body.fileNumber !== 1) throw fail.notFound('An invoice is one file');
      const file = await buildInvoicePdf({
        store: world,
        company,
        policy,
        invoice,
        lines,
        nowMs,
      });
      return {
        fileContent: file.toString('base64'),
        format: 'PDF' as const,
        reportName: billingFileName(body.reportCode, invoice.invoiceNo, nowMs),
      };
    }
    const { fileCount, rowsOf } = detailSplit(world, app, invoice, lines.length);
    // An empty file list means "fetch the data directly": file 1 exists even then.
    if (body.fileNumber > Math.max(1, fileCount)) throw fail.notFound('No such report file');
    const [start, end] = rowsOf(body.fileNumber);
    const file = await buildBillingDetail({
      company,
      policy,
      invoice,
      lines: lines.slice(start, end),
      firstRow: start,
      fileNumber: body.fileNumber,
      fileCount,
      nowMs,
    });
    return {
      fileContent: file.toString('base64'),
      format: 'EXCEL' as const,
      reportName: billingFileName(body.reportCode, invoice.invoiceNo, nowMs, {
        fileNumber: body.fileNumber,
        fileCount,
      }),
    };
  });
};
