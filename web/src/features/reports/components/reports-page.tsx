import { jakartaDayOf } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { DownloadDialogs } from '@/components/dialogs';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/plain';
import { useCompanyPoliciesQuery } from '@/lib/api/policy-list';
import { currentLanguage } from '@/lib/i18n';
import { useReportDownload } from '@/lib/report-download';
import { selectCompany, selectModules } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';
import { useServerTodayQuery } from '@/lib/api/server-today';
import { useReportTypesQuery } from '../api/reports-api';
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
  const lang = currentLanguage(i18n);
  const companyId = useSelector(selectCompany)?.id ?? null;
  const modules = useSelector(selectModules);
  const [open, setOpen] = useState(false);

  const types = useReportTypesQuery(companyId ? { companyId, lang } : skipToken);
  const policies = useCompanyPoliciesQuery(companyId ? { companyId } : skipToken);
  const today = useServerTodayQuery(undefined, { refetchOnMountOrArgChange: true });

  const download = useReportDownload();
  const queryFailure = useFailure(types, policies);

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
          today={today.data ?? jakartaDayOf(Date.now())}
          loading={types.isLoading || policies.isLoading || today.isLoading}
          busy={download.busy || download.waiting !== null}
          onGenerate={download.start}
        />
      )}
      <DownloadDialogs download={download} />
      <ErrorDialog
        failure={download.failure ? null : queryFailure.shown}
        onClose={queryFailure.dismiss}
        onRetry={queryFailure.retry}
      />
    </div>
  );
}
