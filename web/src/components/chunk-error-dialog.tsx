import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ChunkErrorDialogProps {
  /** Refresh: reloads the page unless told otherwise. */
  onRefresh?: () => void;
}

/**
 * The refresh dialog of a lazy chunk that did not load (lib/chunk-load.ts): a deploy replaced
 * it, the connection dropped, or the chunk load timeout passed. Plain markup styled like the
 * portal's dialogs, so it needs no code beyond the entry (the failed chunk may be PrimeReact's).
 * Modal: the only action is Refresh, which has the focus.
 */
export function ChunkErrorDialog({ onRefresh }: ChunkErrorDialogProps) {
  const { t } = useTranslation('common');
  const refresh = useRef<HTMLButtonElement>(null);
  useEffect(() => refresh.current?.focus(), []);
  return (
    <main className="chunk-error" id="main">
      <div
        className="chunk-error__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="chunk-error-title"
        aria-describedby="chunk-error-message"
        data-testid="chunk-error-dialog"
      >
        <h1 id="chunk-error-title" className="chunk-error__title">
          {t('chunkErrorDialog.title')}
        </h1>
        <p id="chunk-error-message">{t('chunkErrorDialog.message')}</p>
        <div className="dialog-actions">
          <button
            ref={refresh}
            type="button"
            className="p-button p-component"
            onClick={onRefresh ?? (() => window.location.reload())}
            data-testid="chunk-error-refresh"
          >
            <span className="p-button-label">{t('chunkErrorDialog.refresh')}</span>
          </button>
        </div>
      </div>
    </main>
  );
}
