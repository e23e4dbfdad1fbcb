import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_CODES, errorMessageOf } from '../lib/error-catalogue';
import { noInternet } from './dialogs/no-internet-state';
import { Button, Dialog } from './plain';

interface ErrorDialogProps {
  /** The failure to show; null hides the dialog. */
  failure: { errorCode: string; serverMessage?: string | null } | null;
  onClose: () => void;
  /** Offered as "Try again" (e.g. the dashboard re-initialises). */
  onRetry?: () => void;
}

/**
 * The generic error dialog (spec part 1 section 8). A call with no answer at all is not its to
 * show: it raises the portal's one no-internet dialog instead (dialogs/no-internet-dialog.tsx,
 * whose only action is the spec's Refresh), so a screen never offers Close / Try again for it.
 */
export function ErrorDialog({ failure, onClose, onRetry }: ErrorDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  const errorCode = failure?.errorCode ?? CLIENT_ERROR_CODES.generic;
  const offline = failure !== null && errorCode === CLIENT_ERROR_CODES.network;
  useEffect(() => {
    if (offline) noInternet.show();
  }, [offline]);
  const message = errorMessageOf({ errorCode, serverMessage: failure?.serverMessage });
  const footer = (
    <div className="dialog-actions">
      <Button
        label={t('errorDialog.close')}
        outlined={Boolean(onRetry)}
        onClick={onClose}
        data-testid="error-dialog-close"
      />
      {onRetry && (
        <Button label={t('errorDialog.retry')} onClick={onRetry} data-testid="error-dialog-retry" />
      )}
    </div>
  );
  return (
    <Dialog
      visible={failure !== null && !offline}
      onHide={onClose}
      header={t('errorDialog.title')}
      footer={footer}
      className="error-dialog"
      data-testid="error-dialog"
    >
      <p className="error-dialog__intro">{t('errorDialog.intro')}</p>
      <p className="error-dialog__message">
        {'text' in message ? message.text : t(message.key, message.values)}
      </p>
    </Dialog>
  );
}
