import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/paths';

/** Shown when a screen cannot render or its code cannot load (e.g. offline after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
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
