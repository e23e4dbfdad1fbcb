import { formatMemberNumber, planDisplay } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { ErrorDialog } from '@/components/error-dialog';
import { HeadedTable } from '@/components/headed-table';
import { PageLoader } from '@/components/page-loader';
import { formatDate, placeholder } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';
import { memberDetailsPath, MEMBER_PATHS } from '@/features/members/paths';
import { useMemberPoliciesQuery } from '@/features/members/shared/api/member-policies';
import { readSelectedMember, storeSelectedMember } from '../selected-member';
import './overview.css';

const COLUMNS = [
  'policyName',
  'policyNumber',
  'policyPeriod',
  'subsidiary',
  'plan',
  'memberNumber',
] as const;

/**
 * MemberPolicyListing (spec part 2 section 2): the member's policies, without search, sort or
 * filter. The policy name opens the member details for that policy number. A company change
 * refetches (the query's company argument changes).
 */
export function MemberPolicyListing() {
  const { t, i18n } = useTranslation('members');
  const language = currentLanguage(i18n);
  const params = useParams();
  const stored = readSelectedMember();
  const memberId = params.memberId ?? stored?.id ?? null;
  const name = stored && stored.id === memberId ? stored.name : null;
  const companyId = useSelector(selectCompany)?.id ?? null;
  const policies = useMemberPoliciesQuery(
    companyId && memberId ? { companyId, memberId } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const rows = policies.currentData?.policies ?? [];
  const failure = useFailure(policies);
  // The details route carries only the policy number: the member comes from the stored choice.
  const remember = () => {
    if (memberId) storeSelectedMember({ id: memberId, name: name ?? '' });
  };

  return (
    <div className="members-overview">
      <Link to={MEMBER_PATHS.landing} data-testid="member-policies-back">
        {t('policyListing.back')}
      </Link>
      <header className="members-overview__header">
        <h1 data-testid="member-policies-heading">
          {name ? t('policyListing.heading', { name }) : t('policyListing.headingNoName')}
        </h1>
        <p>{t('policyListing.description')}</p>
      </header>
      <section className="panel">
        {policies.isFetching && <PageLoader />}
        {!policies.isFetching && (
          <HeadedTable
            className="members-table"
            testId="member-policies"
            headings={COLUMNS.map((column) => t(`policyListing.${column}`))}
          >
            {rows.map((row) => (
              <tr key={row.policy.id} data-testid="member-policy-row">
                <td>
                  <Link
                    to={memberDetailsPath(row.policy.policyNumber)}
                    onClick={remember}
                    data-testid="member-policy-name"
                  >
                    {placeholder(row.policy.policyRemark || row.policy.policyType)}
                  </Link>
                </td>
                <td>{row.policy.policyNumber}</td>
                <td>
                  {t('policyListing.period', {
                    from: formatDate(row.policy.policyStartDate, language),
                    to: formatDate(row.policy.policyEndDate, language),
                  })}
                </td>
                <td>{placeholder(row.subsidiaryName)}</td>
                <td>{placeholder(row.planNo && planDisplay(row.planNo, row.planDesc))}</td>
                <td>{placeholder(row.memberNumber && formatMemberNumber(row.memberNumber))}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6} data-testid="member-policies-empty">
                  {t('policyListing.empty')}
                </td>
              </tr>
            )}
          </HeadedTable>
        )}
      </section>
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
