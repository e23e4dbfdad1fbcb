import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { PATHS } from '../lib/paths';
import { selectIsSignedIn } from '../lib/session';
import { NoticePage } from './notice-page';

/** Stand-in for screens of later issues, so their links already lead somewhere. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const signedIn = useSelector(selectIsSignedIn);
  return (
    <NoticePage
      id="coming-soon-title"
      icon="clock"
      title={t('comingSoon.title')}
      body={t('comingSoon.body')}
      to={signedIn ? PATHS.home : PATHS.signIn}
      linkText={signedIn ? t('comingSoon.home') : t('comingSoon.back')}
    />
  );
}
