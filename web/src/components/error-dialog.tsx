import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_CODES, errorMessageOf } from '../lib/error-catalogue';
import { Button, Dialog } from './plain';

interface ErrorDialogProps {
  /** The failure to show; null hides the dialog. */
  failure: { errorCode: string; serverMessage?: string | null } | null;
  onClose: () => void;
  /** Offered as "Try again" (e.g. the dashboard re-initialises). */
  onRetry?: () => void;
}

/** The generic error dialog (spec part 1 section 8), with the no-internet variant. */
export function ErrorDialog({ failure, onClose, onRetry }: ErrorDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  const errorCode = failure?.errorCode ?? CLIENT_ERROR_CODES.generic;
  const offline = errorCode === CLIENT_ERROR_CODES.network;
  const message = errorMessageOf({ errorCode, serverMessage: failure?.serverMessage });
  const footer = (
    <div className="dialog-actions">
      <Button
        label={t('errorDialog.close')}
        outlined={Boolean(onRetry) || offline}
        onClick={onClose}
        data-testid="error-dialog-close"
      />
      {onRetry ? (
        <Button label={t('errorDialog.retry')} onClick={onRetry} data-testid="error-dialog-retry" />
      ) : offline ? (
        <Button label={t('errorDialog.refresh')} onClick={() => window.location.reload()} />
      ) : null}
    </div>
  );
  return (
    <Dialog
      visible={failure !== null}
      onHide={onClose}
      header={offline ? t('errorDialog.noInternetTitle') : t('errorDialog.title')}
      footer={footer}
      className="error-dialog"
      data-testid="error-dialog"
    >
      {!offline && <p className="error-dialog__intro">{t('errorDialog.intro')}</p>}
      <p className="error-dialog__message">
        {'text' in message ? message.text : t(message.key, message.values)}
      </p>
    </Dialog>
  );
}
