import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { MultiFileDownloadDialog } from '../../../components/dialogs';
import { ErrorDialog } from '../../../components/error-dialog';
import { Button } from '../../../components/plain';
import { currentLanguage } from '../../../lib/i18n';
import {
  reportDownloadDismissed,
  reportDownloadStarted,
  reportFileRequested,
  selectReportBusy,
  selectReportChoices,
  selectReportFailure,
  selectReportFileStatus,
  selectReportWaiting,
  type ReportDownloadRequest,
} from '../../../lib/report-download';
import { selectCompany, selectModules } from '../../../lib/session';
import {
  localJakartaToday,
  useReportPoliciesQuery,
  useReportsTodayQuery,
  useReportTypesQuery,
} from '../api/reports-api';
import { cardsFor } from '../rules/report-rules';
import { DownloadStatus } from './download-status';
import { ReportDrawer } from './report-drawer';
import './reports.css';

/**
 * The Reports landing (report_display): what the area offers and the button that opens the
 * reports drawer; the file-choice dialog and the error dialog of the shared report download.
 * Leaving the page drops a running download (its saga stops; nothing is saved late).
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const dispatch = useDispatch();
  const lang = currentLanguage(i18n);
  const companyId = useSelector(selectCompany)?.id ?? null;
  const modules = useSelector(selectModules);
  const [open, setOpen] = useState(false);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const last = useRef<ReportDownloadRequest | null>(null);

  const types = useReportTypesQuery(companyId ? { companyId, lang } : skipToken);
  const policies = useReportPoliciesQuery(companyId ? { companyId } : skipToken);
  const today = useReportsTodayQuery(undefined, { refetchOnMountOrArgChange: true });

  const busy = useSelector(selectReportBusy);
  const waiting = useSelector(selectReportWaiting);
  const files = useSelector(selectReportChoices);
  const statuses = useSelector(selectReportFileStatus);
  const failure = useSelector(selectReportFailure);
  useEffect(() => () => void dispatch(reportDownloadDismissed()), [dispatch]);

  const generate = (request: ReportDownloadRequest) => {
    last.current = request;
    dispatch(reportDownloadStarted(request));
  };
  const queryError = [types.error, policies.error].find(Boolean);
  const shownQueryError =
    queryError && queryError !== dismissedError && typeof queryError === 'object'
      ? (queryError as { errorCode: string; serverMessage?: string | null })
      : null;

  return (
    <div className="reports-page">
      <header className="reports-page__header">
        <h1>{t('page.heading')}</h1>
        <p>{t('page.description')}</p>
      </header>
      <section className="reports-page__card" aria-labelledby="reports-generate-title">
        <h2 id="reports-generate-title">{t('page.generateTitle')}</h2>
        <p>{t('page.generateBody')}</p>
        <Button
          type="button"
          label={t('page.open')}
          onClick={() => setOpen(true)}
          data-testid="reports-open"
        />
        {!open && <DownloadStatus />}
      </section>
      {companyId && (
        <ReportDrawer
          visible={open}
          onHide={() => setOpen(false)}
          companyId={companyId}
          cards={cardsFor(types.data ?? [], modules)}
          policies={policies.data ?? []}
          // The server's Jakarta day; the local one only when the server's clock cannot be read.
          today={today.data ?? localJakartaToday(Date.now())}
          loading={types.isLoading || policies.isLoading || today.isLoading}
          busy={busy || waiting !== null}
          onGenerate={generate}
        />
      )}
      <MultiFileDownloadDialog
        visible={files.length > 1}
        files={files}
        statuses={statuses}
        onDownload={(fileNumber) => void dispatch(reportFileRequested(fileNumber))}
        onClose={() => dispatch(reportDownloadDismissed())}
      />
      <ErrorDialog
        failure={failure}
        onClose={() => dispatch(reportDownloadDismissed())}
        onRetry={last.current ? () => generate(last.current as ReportDownloadRequest) : undefined}
      />
      <ErrorDialog
        failure={failure ? null : shownQueryError}
        onClose={() => setDismissedError(queryError)}
        onRetry={() => {
          setDismissedError(queryError);
          if (types.error) void types.refetch();
          if (policies.error) void policies.refetch();
        }}
      />
    </div>
  );
}
