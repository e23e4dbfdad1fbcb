import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MultiFileDownloadDialog } from '../../../components/dialogs';
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
import { useTranslation } from '../i18n';
import { QueryError } from './query-error';
import type { PolicyScope } from './scope';

/**
 * Export of the policy's benefits (POLICY_BENEFIT, EXCEL) for the chosen period, through the
 * shared report download (lib/report-download): none or one file downloads at once, several
 * open the dialog of links.
 */
export function ExportButton({ companyId, policyId, periodId }: PolicyScope) {
  const { t } = useTranslation('policies');
  const dispatch = useDispatch();
  const busy = useSelector(selectReportBusy);
  const files = useSelector(selectReportChoices);
  const statuses = useSelector(selectReportFileStatus);
  const failure = useSelector(selectReportFailure);
  // Leaving the page drops the download (its saga stops; nothing is saved late).
  useEffect(() => () => void dispatch(reportDownloadDismissed()), [dispatch]);

  const start = () => {
    const request: ReportDownloadRequest = {
      // CALLS.policyReportCount and CALLS.policyReport, by id (the action stays serialisable).
      countCall: 'policyReportCount',
      reportCall: 'policyReport',
      reportCode: 'POLICY_BENEFIT',
      reportFormat: 'EXCEL',
      parameters: { companyId, policyId, periodId },
    };
    dispatch(reportDownloadStarted(request));
  };
  return (
    <>
      <Button
        label={t('details.export')}
        icon="pi pi-download"
        loading={busy}
        disabled={busy}
        onClick={start}
        data-testid="policy-export"
      />
      <MultiFileDownloadDialog
        visible={files.length > 1}
        files={files}
        statuses={statuses}
        onDownload={(fileNumber) => void dispatch(reportFileRequested(fileNumber))}
        onClose={() => dispatch(reportDownloadDismissed())}
      />
      <QueryError error={failure} onRetry={start} />
    </>
  );
}
