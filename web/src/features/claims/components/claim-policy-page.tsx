import { CLAIM_LIMITS, type ClaimPolicyRow } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { DataTable, initialQuery, type TableQuery } from '@/components/data-table';
import { ErrorDialog } from '@/components/error-dialog';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useClaimPoliciesQuery } from '../api/claim-policies';
import { claimListingPath } from '../paths';
import { useFailure } from '@/lib/use-failure';
import './claims.css';

const startQuery = () => initialQuery(CLAIM_LIMITS.defaultPageSize);

/**
 * Claim detail, policy table (part 2 sections 2 and 3): each policy with its two claim totals,
 * server paging from page 1 size 10; a policy type opens that policy's listing. A company change
 * starts over on page 1.
 */
export function ClaimPolicyPage() {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const companyId = useSelector(selectCompany)?.id ?? null;
  const [query, setQuery] = useState<TableQuery>(startQuery);
  useCompanyChange(() => setQuery(startQuery()));
  const policies = useClaimPoliciesQuery(
    companyId ? { companyId, currentPage: query.page, pageSize: query.size } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const page = policies.currentData ?? policies.data;
  const failure = useFailure(policies);

  return (
    <div className="claims-page" data-testid="claim-policy-page">
      <header className="claims-page__header">
        <h1>{t('policy.heading')}</h1>
        <p>{t('policy.description')}</p>
      </header>
      {page && (
        <dl className="claims-totals" data-testid="claim-policy-totals">
          <div>
            <dt>{t('policy.totalActive')}</dt>
            <dd>{page.totals.totalActiveAndCompletedClaims}</dd>
          </div>
          <div>
            <dt>{t('policy.totalSubmitted')}</dt>
            <dd>{page.totals.totalSubmittedClaims}</dd>
          </div>
        </dl>
      )}
      <section className="panel" aria-labelledby="claim-policy-table-heading">
        <h2 id="claim-policy-table-heading">{t('policy.tableHeading')}</h2>
        <DataTable<ClaimPolicyRow>
          id="claim-policy"
          rows={page?.policies ?? []}
          totalRecords={page?.pagination.totalRecord ?? 0}
          dataKey="id"
          pageSizes={CLAIM_LIMITS.pageSizes}
          loading={policies.isFetching}
          query={query}
          rowTestId="claim-policy-row"
          emptyMessage={t('policy.empty')}
          onQueryChange={setQuery}
          columns={[
            {
              field: 'policyType',
              header: t('policy.columns.policyType'),
              body: (row) => (
                <Link
                  to={claimListingPath({ policyId: row.id })}
                  className="text-link"
                  data-testid="claim-policy-link"
                >
                  {row.policyType}
                </Link>
              ),
            },
            { field: 'policyNo', header: t('policy.columns.policyNo') },
            {
              field: 'totalActiveAndCompletedClaims',
              header: t('policy.columns.totalActive'),
              align: 'right',
            },
            {
              field: 'totalSubmittedClaims',
              header: t('policy.columns.totalSubmitted'),
              align: 'right',
            },
            {
              field: 'policyPeriodFrom',
              header: t('policy.columns.period'),
              body: (row) =>
                t('selectors.periodValue', {
                  from: formatDate(row.policyPeriodFrom, language),
                  to: formatDate(row.policyPeriodTo, language),
                }),
            },
            {
              field: 'policyCommencementDate',
              header: t('policy.columns.startDate'),
              body: (row) => formatDate(row.policyCommencementDate, language),
            },
          ]}
        />
      </section>
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
