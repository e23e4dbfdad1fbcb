import { useTranslation } from 'react-i18next';
import { LinkTrail } from '@/components/link-trail';
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
  const members = {
    to: MEMBER_PATHS.landing,
    label: t('breadcrumb.members'),
    testId: 'breadcrumb-members',
  };
  const search = {
    to: MEMBER_PATHS.addDependentSearch,
    label: t('addDependent.title'),
    testId: 'breadcrumb-add-dependent',
  };
  return (
    <LinkTrail
      label={t('breadcrumb.label')}
      className="members-add__breadcrumb"
      links={viaDependentSearch ? [members, search] : [members]}
    >
      <span aria-current="page">{current}</span>
    </LinkTrail>
  );
}
