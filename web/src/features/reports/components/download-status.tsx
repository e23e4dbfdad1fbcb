import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/components/plain';
import {
  reportWaitCancelled,
  selectReportProgress,
  selectReportWaiting,
} from '@/lib/report-download';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/**
 * What the report download is doing beyond a plain call: the waiting notice while the file
 * gateway prepares a large report (fileready asked every recheck wait), with Cancel, and the
 * progress of a large file as it arrives (a bar with the share when its size is known, else a
 * running bar with the megabytes so far).
 */
export function DownloadStatus() {
  const { t } = useTranslation('reports');
  const dispatch = useDispatch();
  const waiting = useSelector(selectReportWaiting);
  const progress = useSelector(selectReportProgress);
  if (!waiting && !progress) return null;
  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : null;
  return (
    <section className="report-status" aria-label={t('status.label')} data-testid="report-status">
      {progress ? (
        <>
          <p role="status" aria-live="polite" data-testid="report-progress-text">
            {percent === null
              ? t('status.downloadingBytes', { size: megabytes(progress.loaded) })
              : t('status.downloadingPercent', { percent })}
          </p>
          <ProgressBar
            value={percent ?? undefined}
            mode={percent === null ? 'indeterminate' : 'determinate'}
            aria-label={t('status.downloadingLabel')}
            style={{ height: '0.5rem' }}
            data-testid="report-progress"
          />
        </>
      ) : (
        waiting && (
          <>
            <p role="status" aria-live="polite" data-testid="report-waiting">
              {t('status.preparing', { name: waiting.reportName })}
            </p>
            <p className="report-status__hint">{t('status.preparingHint')}</p>
            <ProgressBar
              mode="indeterminate"
              aria-label={t('status.preparingLabel')}
              style={{ height: '0.5rem' }}
            />
          </>
        )
      )}
      {waiting && (
        <Button
          type="button"
          label={t('status.cancel')}
          outlined
          onClick={() => dispatch(reportWaitCancelled())}
          data-testid="report-wait-cancel"
        />
      )}
    </section>
  );
}
