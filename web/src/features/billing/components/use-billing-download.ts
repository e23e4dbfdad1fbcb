import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileRequested,
  selectReportBusy,
  selectReportChoices,
  selectReportFailure,
  selectReportFileStatus,
  type ReportDownloadRequest,
} from '../../../lib/report-download';
import { billingDownloadRequest, type BillingDownload } from '../rules/billing-rules';

/**
 * A row's download through the shared file-list-then-download saga (lib/report-download): one
 * file downloads at once, several are offered in the file dialog, a failure is the saga's.
 * Leaving the page drops what runs (nothing is saved late).
 */
export function useBillingDownload(companyId: string | null) {
  const dispatch = useDispatch();
  const busy = useSelector(selectReportBusy);
  const files = useSelector(selectReportChoices);
  const statuses = useSelector(selectReportFileStatus);
  const failure = useSelector(selectReportFailure);
  const [last, setLast] = useState<ReportDownloadRequest | null>(null);
  useEffect(() => () => void dispatch(reportDownloadDismissed()), [dispatch]);

  const run = (request: ReportDownloadRequest) => {
    setLast(request);
    dispatch(reportDownloadStarted(request));
  };
  return {
    busy,
    files,
    statuses,
    failure,
    start: (kind: BillingDownload, row: { invoiceNo: string; policyNumber: string }) => {
      if (!companyId || busy) return;
      run(
        billingDownloadRequest(kind, {
          companyId,
          invoiceNo: row.invoiceNo,
          policyNo: row.policyNumber,
        }),
      );
    },
    pick: (fileNumber: number) => void dispatch(reportFileRequested(fileNumber)),
    close: () => void dispatch(reportDownloadDismissed()),
    retry: () => {
      if (last) run(last);
    },
  };
}
