import {
  BILLING_REPORT_CODES,
  BILLING_REPORT_FORMATS,
  type BillingReportCode,
} from '@mo/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { ReportDownloadRequest } from '@/lib/report-download';
import type { Language } from '@/lib/storage';

/*
 * The Premium billing screen's rules (part 2 sections 2 to 4), pure: the policy and period
 * choice, how statuses and invoice months read, and what a row's download asks for (amounts:
 * lib formatAmount, the portal's one money formatter).
 */

export {
  ALL_POLICIES,
  choosePolicy,
  firstSelection,
  isAllPolicies,
  isPeriodDisabled,
  periodsOf,
  shownPeriod,
  type PolicySelection,
} from '@/lib/policy-selection';

/** An invoice month (YYYY-MM) in the page's language: "November 2026", "Agustus 2026". */
export const monthYearText = (monthYear: string, language: Language): string => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(monthYear);
  if (!match) return monthYear;
  return dayjs(`${monthYear}-01`).locale(language).format('MMMM YYYY');
};

/** The two downloads of a row (part 2 section 4). */
export type BillingDownload = 'invoice' | 'detail';

/**
 * What a row's download asks the shared report download for: the invoice as a PDF or the
 * billing detail as a workbook, listed by billingDetailFiles and fetched by billingReport.
 */
export const billingDownloadRequest = (
  kind: BillingDownload,
  { companyId, invoiceNo, policyNo }: { companyId: string; invoiceNo: string; policyNo: string },
): ReportDownloadRequest => {
  const reportCode: BillingReportCode = BILLING_REPORT_CODES[kind];
  return {
    countCall: 'billingDetailFiles',
    reportCall: 'billingReport',
    reportCode,
    reportFormat: BILLING_REPORT_FORMATS[reportCode],
    parameters: { companyId, invoiceNo, policyNo },
  };
};
