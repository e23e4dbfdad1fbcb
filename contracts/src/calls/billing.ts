import Type from 'typebox';
import { BILLING_LIMITS, BILLING_REPORT_CODES, BILLING_SORT_FIELDS } from '../billing-codes';
import { BillingFilterBy, BillingListPage } from '../domain-billing';
import { ReportContent } from '../domain-portal';
import { literalUnion } from '../literal-union';
import { BILLING_ROUTES } from '../routes/billing';
import { defineCall } from './define';
import { closed, CompanyId, pagedListBody, ReportFiles, fileRequest } from './fields';

/*
 * Premium billing (part 2 section 7): the listing at the spec's path, the billing detail list and
 * the billing report data beside it (paths ours), all in the policy admin area. Every call needs a
 * session and a companyId of the user (GW1035 otherwise); a policy or invoice of a company the
 * user does not manage is GW1035 too (docs/spec-notes.md, Premium billing calls).
 */

export const premiumBilling = defineCall(BILLING_ROUTES.premiumBilling, {
  summary:
    'Invoices of a policy (0000: all) and period, by overview params, by search or by table ' +
    'params: search, sort, filterBy, paging.',
  /*
   * Search: invoice number, subsidiary, transaction type or policy number; case-insensitive,
   * contains. Sort: invoiceDate DESC when absent.
   */
  body: pagedListBody(
    BILLING_LIMITS.pageSizes,
    {
      searchMax: BILLING_LIMITS.searchMax,
      sortFields: BILLING_SORT_FIELDS,
      filterBy: BillingFilterBy,
    },
    {
      companyId: 'CO000001',
      policyId: 'PO000001001',
      currentPage: 1,
      pageSize: 10,
      searchByValue: 'INV',
      sortByField: 'invoiceDate',
      sortByOrder: 'DESC',
      filterBy: { billingStatus: ['Outstanding'], transactionType: ['Alteration'] },
    },
  ),
  data: BillingListPage,
});

/** The spec's billing report request: which file of which invoice, in which format. */
const BillingReportRequest = {
  companyId: CompanyId,
  /** BILLING_INVOICE (PDF) or BILLING_DETAIL (EXCEL); another pairing is GC400. */
  reportCode: literalUnion(Object.values(BILLING_REPORT_CODES)),
  reportFormat: literalUnion(['PDF', 'EXCEL'] as const),
  invoiceNo: Type.String({ minLength: 1, maxLength: 32 }),
  policyNo: Type.String({ minLength: 1, maxLength: 32 }),
};

export const billingDetailFiles = defineCall(BILLING_ROUTES.billingDetailFiles, {
  summary:
    "The files of an invoice's download: the invoice PDF is one file; the billing detail one " +
    'per MOCK_REPORT_ROWS_PER_FILE members (none without members).',
  body: closed(BillingReportRequest, {
    examples: [
      {
        companyId: 'CO000001',
        reportCode: 'BILLING_DETAIL',
        reportFormat: 'EXCEL',
        invoiceNo: 'INV26090000103005',
        policyNo: 'GHG0001001',
      },
    ],
  }),
  data: ReportFiles,
});

export const billingReport = defineCall(BILLING_ROUTES.billingReport, {
  summary: 'One file of an invoice download: the invoice (PDF) or a billing detail part (xlsx).',
  body: fileRequest(BillingReportRequest, {
    examples: [
      {
        companyId: 'CO000001',
        reportCode: 'BILLING_INVOICE',
        reportFormat: 'PDF',
        invoiceNo: 'INV26090000103005',
        policyNo: 'GHG0001001',
        fileNumber: 1,
      },
    ],
  }),
  data: ReportContent,
});
