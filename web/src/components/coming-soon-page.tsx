import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { PATHS } from '../lib/paths';
import { selectIsSignedIn } from '../lib/session';

/** Stand-in for screens of later issues, so their links already lead somewhere. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const signedIn = useSelector(selectIsSignedIn);
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <i className="pi pi-clock coming-soon__icon" aria-hidden />
      <h1 id="coming-soon-title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link to={signedIn ? PATHS.home : PATHS.signIn} className="text-link">
        {signedIn ? t('comingSoon.home') : t('comingSoon.back')}
      </Link>
    </section>
  );
}
