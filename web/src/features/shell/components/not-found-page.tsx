import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../../components/notice-page';
import { PATHS } from '../../../lib/paths';

/** An address the portal does not know, for a signed-in user: inside the shell, a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <NoticePage
      id="not-found-title"
      icon="compass"
      title={t('notFound.title')}
      body={t('notFound.body')}
      to={PATHS.home}
      linkText={t('notFound.home')}
      testId="not-found"
      linkTestId="not-found-home"
    />
  );
}
