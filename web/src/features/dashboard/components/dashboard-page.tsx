import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { DropdownField } from '../../../components/dropdown-field';
import { ErrorDialog } from '../../../components/error-dialog';
import { PageLoader } from '../../../components/page-loader';
import { selectCompany, selectProfile } from '../../../lib/session';
import { usePolicyListQuery } from '../api/policy-list';
import { PolicySummary } from './policy-summary';
import './dashboard-page.css';

/** Home_Dashboard: the policy dropdown of the selected company (spec part 1 section 2). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const profile = useSelector(selectProfile);
  const company = useSelector(selectCompany);
  const { data, error, isLoading, isFetching, refetch } = usePolicyListQuery(
    company ? { companyId: company.id } : skipToken,
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);

  const policies = data?.policies ?? [];
  const selected = policies.find((p) => p.id === chosenId) ?? policies[0];
  const options = policies.map((p) => ({
    value: p.id,
    label: t('policy.option', { type: p.policyType, number: p.policyNo }),
  }));
  const failure = error && error !== dismissedError && 'errorCode' in error ? error : null;

  return (
    <div className="dashboard">
      <div className="dashboard__heading">
        <h1>{t('title')}</h1>
        {profile && <p className="dashboard__welcome">{t('welcome', { name: profile.name })}</p>}
      </div>
      <section className="panel dashboard__policy">
        <label htmlFor="dashboard-policy" className="dashboard__policy-label">
          {t('policy.label')}
        </label>
        <DropdownField
          inputId="dashboard-policy"
          accessibleName={t('policy.label')}
          className="dashboard__policy-dropdown"
          value={selected?.id ?? null}
          options={options}
          onChange={(event) => setChosenId(event.value as string)}
          placeholder={isFetching ? t('policy.loading') : t('policy.placeholder')}
          emptyMessage={t('policy.empty')}
          disabled={isFetching || policies.length === 0}
          loading={isFetching}
          data-testid="policy-dropdown"
        />
        {!isFetching && data && policies.length === 0 && (
          <p className="dashboard__empty">{t('policy.empty')}</p>
        )}
      </section>
      {isLoading && <PageLoader />}
      {selected && !isFetching && <PolicySummary policy={selected} />}
      <ErrorDialog
        failure={failure}
        onClose={() => setDismissedError(error)}
        onRetry={() => {
          setDismissedError(error);
          void refetch();
        }}
      />
    </div>
  );
}
