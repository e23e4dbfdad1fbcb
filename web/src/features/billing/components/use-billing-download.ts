import { useReportDownload } from '@/lib/report-download';
import { billingDownloadRequest, type BillingDownload } from '../rules/billing-rules';

/** A row's download (the invoice PDF or the billing detail) through the shared report download. */
export function useBillingDownload(companyId: string | null) {
  const download = useReportDownload();
  return {
    ...download,
    start: (kind: BillingDownload, row: { invoiceNo: string; policyNumber: string }) => {
      if (!companyId || download.busy) return;
      download.start(
        billingDownloadRequest(kind, {
          companyId,
          invoiceNo: row.invoiceNo,
          policyNo: row.policyNumber,
        }),
      );
    },
  };
}
