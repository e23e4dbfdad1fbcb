import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { fetchPolicyReport } from '../api/policy-report';
import { listPolicyReportFiles, type PolicyReportRequest } from '../api/policy-report-count';
import type { ExportJob } from '../export-saga';
import { useTranslation } from '../i18n';
import { MultiFileDialog } from './multi-file-dialog';
import { QueryError } from './query-error';
import type { PolicyScope } from './scope';
import { useReportExport } from './use-report-export';

/** Export of the policy's benefits (POLICY_BENEFIT, EXCEL) for the chosen period. */
export function ExportButton({ companyId, policyId, periodId }: PolicyScope) {
  const { t } = useTranslation('policies');
  const job = useMemo<ExportJob>(() => {
    const request: PolicyReportRequest = {
      companyId,
      policyId,
      periodId,
      reportCode: 'POLICY_BENEFIT',
      reportFormat: 'EXCEL',
    };
    return {
      listFiles: (api) => listPolicyReportFiles(api, request),
      fetchFile: (api, fileNumber) => fetchPolicyReport(api, request, fileNumber),
    };
  }, [companyId, policyId, periodId]);
  const { state, start, download, dismiss } = useReportExport(job);
  const busy = state.status === 'listing' || state.status === 'downloading';
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
      <MultiFileDialog
        files={state.status === 'choosing' ? state.files : []}
        downloaded={state.downloaded}
        onDownload={download}
        onClose={dismiss}
      />
      <QueryError error={state.failure} onRetry={start} />
    </>
  );
}
