import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface NoInternetDialogProps {
  visible: boolean;
  onClose: () => void;
  /** Refresh: reloads the page unless told otherwise. */
  onRefresh?: () => void;
}

/** No internet (spec part 1 section 8), with Refresh. */
export function NoInternetDialog({ visible, onClose, onRefresh }: NoInternetDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={t('noInternetDialog.title')}
      modal
      draggable={false}
      resizable={false}
      data-testid="no-internet-dialog"
      footer={
        <div className="dialog-actions">
          <Button
            label={t('noInternetDialog.refresh')}
            onClick={onRefresh ?? (() => window.location.reload())}
            data-testid="no-internet-refresh"
          />
        </div>
      }
    >
      <p>{t('noInternetDialog.message')}</p>
    </Dialog>
  );
}
