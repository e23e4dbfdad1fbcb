import { Button } from 'primereact/button';
import { MultiFileDownloadDialog } from '@/components/dialogs';
import { useReportDownload, type ReportDownloadRequest } from '@/lib/report-download';
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
  const { busy, files, statuses, failure, pick, close, ...download } = useReportDownload();

  const start = () => {
    const request: ReportDownloadRequest = {
      // CALLS.policyReportCount and CALLS.policyReport, by id (the action stays serialisable).
      countCall: 'policyReportCount',
      reportCall: 'policyReport',
      reportCode: 'POLICY_BENEFIT',
      reportFormat: 'EXCEL',
      parameters: { companyId, policyId, periodId },
    };
    download.start(request);
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
        onDownload={pick}
        onClose={close}
      />
      <QueryError error={failure} onRetry={start} />
    </>
  );
}
