import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
  testId?: string;
}

/** Members > ... (the add screens' breadcrumbs). */
export function AddBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('membersAdd');
  return (
    <nav aria-label={t('breadcrumb.label')} className="members-add__breadcrumb">
      {crumbs.map((crumb, i) => (
        <Fragment key={`${i}-${crumb.label}`}>
          {i > 0 ? <i className="pi pi-angle-right" aria-hidden /> : null}
          {crumb.to ? (
            <Link to={crumb.to} className="text-link" data-testid={crumb.testId}>
              {crumb.label}
            </Link>
          ) : (
            <span aria-current="page" data-testid={crumb.testId}>
              {crumb.label}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
