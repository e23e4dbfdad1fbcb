import { skipToken } from '@reduxjs/toolkit/query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { Policy } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LabelledDropdown } from '@/components/labelled-dropdown';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { selectCompany, selectProfile } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';
import { useLastLoginQuery } from '../api/last-login';
import { usePolicyListQuery } from '@/lib/api/policy-list';
import { DashboardWidgets, useDashboardData, useGroupBy } from './dashboard-widgets';
import { LastLogin } from './last-login';
import { PolicySummary } from './policy-summary';
// Its styles (dashboard-page.css) load with the page's entry (src/boot.ts): the heading is drawn
// before the portal runs on a phone.

/**
 * Home_Dashboard (spec part 1 section 2): policy dropdown, previous sign-in, amount cards, bar
 * charts and donuts of the chosen policy. Queries are keyed by the company, so a company change
 * reloads everything; a failure offers a retry that reloads every part.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const profile = useSelector(selectProfile);
  const company = useSelector(selectCompany);
  const list = usePolicyListQuery(company ? { companyId: company.id } : skipToken);
  const lastLogin = useLastLoginQuery(profile ? undefined : skipToken);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [groupBy, setGroupBy] = useGroupBy();

  // currentData: while another company's policies load, none is selected (no stale policy id).
  // The answer is drawn as a transition: the store's update renders synchronously (react-redux),
  // and the page's render of the policies with the widgets' calls it starts was one task of
  // 150-200 ms on Lighthouse's phone. Deferred, the store's own render is the page as it was, and
  // React draws the policies in slices, the calls in a task of their own. Keyed by the company:
  // a lagging answer of another company is never shown under this one.
  const companyId = company?.id ?? '';
  const answer = useMemo(
    () => ({ companyId, data: list.currentData }),
    [companyId, list.currentData],
  );
  const shown = useDeferredValue(answer);
  const listData = shown.companyId === companyId ? shown.data : undefined;
  // (until the transition has drawn it, the page shows the list as still loading)
  const listLoading = list.isFetching || shown !== answer;
  const policies = listData?.policies ?? NO_POLICIES;
  const selected = policies.find((p) => p.id === chosenId) ?? policies[0];
  const widgets = useDashboardData(companyId, selected?.id ?? '', groupBy, !selected);
  const error = list.error ?? lastLogin.error ?? widgets.error;
  const failure = useFailure({
    error,
    // Trying again reloads every part (the list, the last login when it failed, the widgets).
    refetch: () => {
      void list.refetch();
      if (lastLogin.error) void lastLogin.refetch();
      if (selected) widgets.refetch();
    },
  });
  const loading = listLoading || lastLogin.isLoading || widgets.isFetching;

  return (
    <div className="dashboard">
      <div className="dashboard__heading">
        {/* tabIndex -1: sign-in lands the focus here (lib/use-arrival-focus.ts). */}
        <h1 tabIndex={-1}>{t('title')}</h1>
        {profile && <p className="dashboard__welcome">{t('welcome', { name: profile.name })}</p>}
        {lastLogin.currentData ? (
          <LastLogin time={lastLogin.currentData.previousLoginTime} />
        ) : (
          // the line's place kept while it loads: the panels below do not jump when it arrives
          <p className="dashboard__last-login" aria-hidden="true" data-testid="last-login-slot">
            {'\u00a0'}
          </p>
        )}
      </div>
      <PolicyChooser
        policies={policies}
        selectedId={selected?.id ?? null}
        fetching={listLoading}
        loaded={Boolean(listData)}
        onChoose={setChosenId}
      />
      {/* Once a policy is shown, later loads cover the page instead of pushing its panels down. */}
      {loading && <PageLoader overlay={Boolean(selected)} />}
      {selected && !listLoading && <PolicySummary policy={selected} />}
      {selected && <DashboardWidgets data={widgets} groupBy={groupBy} onGroupBy={setGroupBy} />}
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}

const NO_POLICIES: readonly Policy[] = [];

/**
 * The policy dropdown. Memoised (its props are the list's answer, the choice and the state
 * setter): each widget's answer re-renders the page, and PrimeReact's dropdown is the costliest
 * part of it on a phone (about 80 ms of a 300 ms task at 4x CPU), so it renders only when its
 * own props change.
 */
const PolicyChooser = memo(function PolicyChooser({
  policies,
  selectedId,
  fetching,
  loaded,
  onChoose,
}: {
  policies: readonly Policy[];
  selectedId: string | null;
  fetching: boolean;
  loaded: boolean;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const options = policies.map((p) => ({
    value: p.id,
    label: t('policy.option', { type: p.policyType, number: p.policyNo }),
  }));
  return (
    <section className="panel dashboard__policy">
      <LabelledDropdown
        label={t('policy.label')}
        labelClassName="dashboard__policy-label"
        inputId="dashboard-policy"
        className="dashboard__policy-dropdown"
        value={selectedId}
        options={options}
        onChange={(event) => onChoose(event.value as string)}
        placeholder={fetching ? t('policy.loading') : t('policy.placeholder')}
        emptyMessage={t('policy.empty')}
        disabled={fetching || policies.length === 0}
        loading={fetching}
        data-testid="policy-dropdown"
      />
      {!fetching && loaded && policies.length === 0 && (
        <p className="dashboard__empty">{t('policy.empty')}</p>
      )}
    </section>
  );
});
