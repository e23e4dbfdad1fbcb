import { Button } from './plain';
import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load';
import { PATHS } from '../lib/paths';
import { ChunkErrorDialog } from './chunk-error-dialog';

/**
 * Shown when a screen cannot render; when its code or texts cannot load (a deploy replaced the
 * chunk, the connection dropped, the chunk load timeout passed) the refresh dialog instead.
 */
export function RouteError() {
  const { t } = useTranslation();
  if (isChunkLoadError(useRouteError())) return <ChunkErrorDialog />;
  return (
    <main className="route-error" id="main">
      <section className="panel" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{t('routeError.title')}</h1>
        <p>{t('routeError.body')}</p>
        <div className="dialog-actions">
          <Button label={t('routeError.reload')} onClick={() => window.location.reload()} />
          <Link to={PATHS.signIn} className="text-link">
            {t('routeError.home')}
          </Link>
        </div>
      </section>
    </main>
  );
}
