import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/paths';
import { NoticePage } from './notice-page';

/**
 * An address the portal does not know, for a signed-in user: inside the shell, a way home. Also
 * what a page shows for a record its address names that the server does not know (an unknown
 * policy id answers GC404): retrying cannot help there either. Its texts are the shell's, loaded
 * with the frame every such page sits in.
 */
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
