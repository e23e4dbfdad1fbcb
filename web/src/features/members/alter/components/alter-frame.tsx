import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorDialog, UnsavedChangesDialog, useLeaveGuard } from '@/components/dialogs';
import { LinkTrail } from '@/components/link-trail';
import { PageLoader } from '@/components/page-loader';
import { useCompanyChange } from '@/lib/use-company-change';
import { MEMBER_PATHS } from '@/features/members/paths';
import './alter.css';

/**
 * Leaving an alter form: the leave dialog guards unsaved changes, while a company switch (back to
 * the member list, spec part 2 section 2) and a successful submit (to the list with the banner)
 * leave without asking.
 */
export function useAlterExit(dirty: boolean) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const guard = useLeaveGuard(dirty && target === null);
  useCompanyChange(() => setTarget(MEMBER_PATHS.landing));
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [navigate, target]);
  return { guard, leaveTo: setTarget };
}

interface AlterFrameProps {
  /** The breadcrumb's last step and the page's heading unless `heading` is given. */
  title: string;
  heading?: string;
  /** The breadcrumb's last step when it is not the title (the member's name). */
  current?: string;
  /** The list this form was opened from (the breadcrumb's middle step). */
  list?: { to: string; label: string };
  guard: ReturnType<typeof useLeaveGuard>;
  loading?: boolean;
  submitting?: boolean;
  failure: { errorCode: string } | null;
  onCloseFailure: () => void;
  testId: string;
  children: ReactNode;
}

/** Members > ...: the alter screens' breadcrumb, led by the link to the member list. */
export function AlterBreadcrumb({ children }: { children: ReactNode }) {
  const { t } = useTranslation('membersAlter');
  return (
    <LinkTrail
      label={t('breadcrumb.label')}
      className="member-alter__breadcrumb"
      links={[
        {
          to: MEMBER_PATHS.landing,
          label: t('breadcrumb.members'),
          testId: 'alter-breadcrumb-members',
        },
      ]}
    >
      {children}
    </LinkTrail>
  );
}

/** Breadcrumb, heading, loaders, the error dialog and the leave dialog of every alter form. */
export function AlterFrame({
  title,
  heading,
  current,
  list,
  guard,
  loading,
  submitting,
  failure,
  onCloseFailure,
  testId,
  children,
}: AlterFrameProps) {
  const { t } = useTranslation('membersAlter');
  return (
    <div className="member-alter" data-testid={testId}>
      <AlterBreadcrumb>
        {list ? (
          <>
            <Link to={list.to} className="text-link">
              {list.label}
            </Link>
            <i className="pi pi-angle-right" aria-hidden />
          </>
        ) : null}
        <span aria-current="page" className="member-alter__crumb-name">
          {current || title}
        </span>
      </AlterBreadcrumb>
      <h1 data-testid="alter-heading">{heading ?? title}</h1>
      {loading ? <PageLoader /> : children}
      {submitting ? <PageLoader overlay label={t('submitting')} /> : null}
      <ErrorDialog failure={failure} onClose={onCloseFailure} />
      <UnsavedChangesDialog {...guard} />
    </div>
  );
}
