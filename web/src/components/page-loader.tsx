import { ProgressSpinner } from './plain';
import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Cover the page (blocking while a call runs) instead of filling its container. */
  overlay?: boolean;
  label?: string;
}

/** The loader shown during calls and while a screen's code loads. Announced to screen readers. */
export function PageLoader({ overlay = false, label }: PageLoaderProps) {
  const { t } = useTranslation();
  const text = label ?? t('loader.loading');
  return (
    <div
      className={overlay ? 'page-loader page-loader--overlay' : 'page-loader'}
      role="status"
      aria-live="polite"
      data-testid="page-loader"
    >
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
      <span className="sr-only">{text}</span>
    </div>
  );
}
