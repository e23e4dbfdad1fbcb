import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

/** 'We could not receive your file' and the upload rules (spec part 2 section 5). */
export function FileRulesDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('membersBulk');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={t('rulesDialog.title')}
      modal
      draggable={false}
      resizable={false}
      data-testid="file-rules-dialog"
      footer={
        <div className="dialog-actions">
          <Button label={t('rulesDialog.close')} onClick={onClose} data-testid="file-rules-close" />
        </div>
      }
    >
      <p>{t('rulesDialog.intro')}</p>
      <ul className="bulk-update__rules">
        <li>{t('rulesDialog.size')}</li>
        <li>{t('rulesDialog.type')}</li>
        <li>{t('rulesDialog.password')}</li>
      </ul>
    </Dialog>
  );
}
