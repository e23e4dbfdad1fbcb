import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../plain';
import { noInternet, useNoInternetShown } from './no-internet-state';

interface NoInternetDialogProps {
  /** What Refresh does once the browser is online again: reloads the portal unless told otherwise. */
  reload?: () => void;
  /** The browser's own reading of its connection (navigator.onLine) unless told otherwise. */
  isOnline?: () => boolean;
}

const browserReload = () => window.location.reload();
const browserOnline = () => navigator.onLine;

/**
 * The portal's one no-internet dialog (spec part 1 section 8: "no internet (with Refresh)", part 2
 * section 8: "'No internet connection' with a Refresh action"), mounted once above every screen
 * (app/root-layout.tsx). It opens when a call has no answer at all (a screen's ErrorDialog hands
 * such failures here) or the browser goes offline. Refresh is its only action: it reloads the
 * portal, which asks every call of the screen again, once the browser has a connection; before
 * that it stays (a reload would replace the portal with the browser's own offline page) and says
 * so. Plain markup: it is in the entry, which loads no PrimeReact.
 */
export function NoInternetDialog({
  reload = browserReload,
  isOnline = browserOnline,
}: NoInternetDialogProps = {}) {
  const { t } = useTranslation('common');
  const shown = useNoInternetShown();
  const [stillOffline, setStillOffline] = useState(false);
  useEffect(() => {
    if (!isOnline()) noInternet.show();
    const show = () => noInternet.show();
    window.addEventListener('offline', show);
    return () => window.removeEventListener('offline', show);
  }, [isOnline]);
  const refresh = () => {
    if (!isOnline()) {
      setStillOffline(true);
      return;
    }
    setStillOffline(false);
    reload();
  };
  return (
    <Dialog
      visible={shown}
      onHide={() => undefined}
      closable={false}
      alert
      header={t('noInternetDialog.title')}
      data-testid="no-internet-dialog"
      footer={
        <div className="dialog-actions">
          <Button
            label={t('noInternetDialog.refresh')}
            onClick={refresh}
            data-testid="no-internet-refresh"
          />
        </div>
      }
    >
      <p>{t('noInternetDialog.message')}</p>
      {stillOffline && (
        <p role="status" data-testid="no-internet-still-offline">
          {t('noInternetDialog.stillOffline')}
        </p>
      )}
    </Dialog>
  );
}
