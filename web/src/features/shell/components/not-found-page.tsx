import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';

/** An address the portal does not know, for a signed-in user: inside the shell, a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section
      className="panel coming-soon"
      aria-labelledby="not-found-title"
      data-testid="not-found"
    >
      <i className="pi pi-compass coming-soon__icon" aria-hidden />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={PATHS.home} className="text-link" data-testid="not-found-home">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
