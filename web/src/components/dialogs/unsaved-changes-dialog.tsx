import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  visible: boolean;
  /** "Yes, leave now": the caller clears its form and goes on. */
  onLeave: () => void;
  /** "No, stay back" (also closing the dialog). */
  onStay: () => void;
  /**
   * `addMember`: the add-employee and add-dependent forms' dialog (spec part 2 section 2: a
   * header, a sub header about unsaved changes, a Leave button and a Stay link). The default is
   * the question of the other forms ('Do you want to leave? ...', 'Yes, leave now', 'No, stay back').
   */
  variant?: 'question' | 'addMember';
}

/** Unsaved changes (spec part 1 section 8). Pair with react-router's useBlocker. */
export function UnsavedChangesDialog({
  visible,
  onLeave,
  onStay,
  variant = 'question',
}: UnsavedChangesDialogProps) {
  const { t } = useTranslation('common');
  const addMember = variant === 'addMember';
  return (
    <Dialog
      visible={visible}
      onHide={onStay}
      header={addMember ? t('unsavedDialog.addMember.title') : t('unsavedDialog.title')}
      modal
      draggable={false}
      resizable={false}
      data-testid="unsaved-changes-dialog"
      footer={
        addMember ? (
          <div className="dialog-actions">
            <button
              type="button"
              className="link-button"
              onClick={onStay}
              data-testid="unsaved-stay"
            >
              {t('unsavedDialog.addMember.stay')}
            </button>
            <Button
              label={t('unsavedDialog.addMember.leave')}
              onClick={onLeave}
              data-testid="unsaved-leave"
            />
          </div>
        ) : (
          <div className="dialog-actions">
            <Button
              label={t('unsavedDialog.stay')}
              outlined
              onClick={onStay}
              data-testid="unsaved-stay"
            />
            <Button
              label={t('unsavedDialog.leave')}
              onClick={onLeave}
              data-testid="unsaved-leave"
            />
          </div>
        )
      }
    >
      <p>{addMember ? t('unsavedDialog.addMember.message') : t('unsavedDialog.message')}</p>
    </Dialog>
  );
}
