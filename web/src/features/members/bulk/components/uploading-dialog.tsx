import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

/** The loader dialog while the file goes to the gateway, with how much is sent. */
export function UploadingDialog({ progress }: { progress: number | null }) {
  const { t } = useTranslation('membersBulk');
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog
      visible={progress !== null}
      onHide={() => undefined}
      header={t('uploading.title')}
      closable={false}
      modal
      draggable={false}
      resizable={false}
      data-testid="uploading-dialog"
    >
      <ProgressBar
        value={percent}
        aria-label={t('uploading.title')}
        data-testid="upload-progress"
      />
      <p role="status" aria-live="polite">
        {t('uploading.progress', { percent })}
      </p>
    </Dialog>
  );
}
