import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

/**
 * The loader dialog while the file goes to the gateway, with how much is sent; Cancel stops the
 * upload and removes the file (the saga aborts the request).
 */
export function UploadingDialog({
  progress,
  onCancel,
}: {
  progress: number | null;
  onCancel: () => void;
}) {
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
      <Button label={t('uploading.cancel')} link onClick={onCancel} data-testid="upload-cancel" />
    </Dialog>
  );
}
