import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/lib/paths';

/** "My account › <current>" with a link back to my account. */
export function AccountBreadcrumb({ current }: { current: string }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('breadcrumb.label')} className="account__breadcrumb">
      <Link to={PATHS.myProfile} className="text-link" data-testid="breadcrumb-my-account">
        {t('profile.title')}
      </Link>
      <i className="pi pi-angle-right" aria-hidden />
      <span aria-current="page">{current}</span>
    </nav>
  );
}
