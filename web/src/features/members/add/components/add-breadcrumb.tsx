import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEMBER_PATHS } from '@/features/members/paths';

interface AddBreadcrumbProps {
  /** Whether the add-dependent search stands between the members and this page. */
  viaDependentSearch?: boolean;
  /** This page's step. */
  current: string;
}

/** Members > [Add dependent >] this page: the add screens' breadcrumbs. */
export function AddBreadcrumb({ viaDependentSearch = false, current }: AddBreadcrumbProps) {
  const { t } = useTranslation('membersAdd');
  return (
    <nav aria-label={t('breadcrumb.label')} className="members-add__breadcrumb">
      <Link to={MEMBER_PATHS.landing} className="text-link" data-testid="breadcrumb-members">
        {t('breadcrumb.members')}
      </Link>
      <i className="pi pi-angle-right" aria-hidden />
      {viaDependentSearch ? (
        <>
          <Link
            to={MEMBER_PATHS.addDependentSearch}
            className="text-link"
            data-testid="breadcrumb-add-dependent"
          >
            {t('addDependent.title')}
          </Link>
          <i className="pi pi-angle-right" aria-hidden />
        </>
      ) : null}
      <span aria-current="page">{current}</span>
    </nav>
  );
}
