import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  visible: boolean;
  /** "Yes, leave now": the caller clears its form and goes on. */
  onLeave: () => void;
  /** "No, stay back" (also closing the dialog). */
  onStay: () => void;
}

/** Unsaved changes (spec part 1 section 8). Pair with react-router's useBlocker. */
export function UnsavedChangesDialog({ visible, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      visible={visible}
      onHide={onStay}
      header={t('unsavedDialog.title')}
      modal
      draggable={false}
      resizable={false}
      data-testid="unsaved-changes-dialog"
      footer={
        <div className="dialog-actions">
          <Button
            label={t('unsavedDialog.stay')}
            outlined
            onClick={onStay}
            data-testid="unsaved-stay"
          />
          <Button label={t('unsavedDialog.leave')} onClick={onLeave} data-testid="unsaved-leave" />
        </div>
      }
    >
      <p>{t('unsavedDialog.message')}</p>
    </Dialog>
  );
}
