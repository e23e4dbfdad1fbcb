import {
  CLAIM_LIMITS,
  CLAIM_SEARCH_FIELDS,
  CLAIM_STAGES,
  type ClaimSearchField,
  type ClaimStage,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { initialQuery, type TableQuery } from '@/components/data-table';
import { DropdownField } from '@/components/dropdown-field';
import { ErrorDialog } from '@/components/error-dialog';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { claimListBody, useClaimListQuery } from '../api/claim-list';
import { useDropdownPoliciesQuery } from '../api/claim-policies';
import { claimDetailPath } from '../paths';
import { ALL_POLICIES, choosePolicy, type PolicySelection } from '../rules/claim-rules';
import { ClaimTable } from './claim-table';
import { CobBanner } from './cob-banner';
import { PolicyPeriodSelect } from '@/components/policy-period-select';
import { STRIP_TABS, stripTabClass } from '@/components/tab-strip';
import { useFailure } from '@/lib/use-failure';
import './claims.css';

const ALL_FIELDS = 'ALL';
type SearchBy = ClaimSearchField | typeof ALL_FIELDS;
const startQuery = (size: number = CLAIM_LIMITS.defaultPageSize) => initialQuery(size);

/**
 * Claim detail, listing (part 2 sections 2 and 4): the policy (from the policy table's link, all
 * policies otherwise) and period dropdowns, the two tabs with their tables, the active tab's
 * search-by dropdown and the COB banner. A policy change selects its first period and reloads
 * from page 1; a company change starts over (all policies, page 1, size 10).
 */
export function ClaimListingPage() {
  const { t } = useTranslation('claims');
  const [params] = useSearchParams();
  const companyId = useSelector(selectCompany)?.id ?? null;
  const [selection, setSelection] = useState<PolicySelection>(() => ({
    policyId: params.get('policyId') ?? ALL_POLICIES.policyId,
    periodId: null,
  }));
  const [tab, setTab] = useState<ClaimStage>('ACTIVE_COMPLETED');
  const [query, setQuery] = useState<TableQuery>(() => startQuery());
  const [searchBy, setSearchBy] = useState<SearchBy>(ALL_FIELDS);
  // A new generation remounts the table: its search box empties with the query.
  const [generation, setGeneration] = useState(0);
  useCompanyChange(() => {
    setSelection(ALL_POLICIES);
    setQuery(startQuery());
    setSearchBy(ALL_FIELDS);
    setGeneration((g) => g + 1);
  });

  const policies = useDropdownPoliciesQuery(companyId ? { companyId } : skipToken);
  const policyList = policies.data?.policies ?? [];
  // The route's policy, once the company's policies are known (an unknown one: all policies).
  const effective =
    policies.data && selection.periodId === null
      ? choosePolicy(policyList, selection.policyId)
      : selection;
  const list = useClaimListQuery(
    companyId && policies.data
      ? claimListBody(
          companyId,
          effective,
          tab,
          query,
          tab === 'ACTIVE_COMPLETED' && searchBy !== ALL_FIELDS ? searchBy : null,
        )
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const failure = useFailure(policies, list);

  const select = (next: PolicySelection) => {
    setSelection(next);
    setQuery((current) => ({ ...current, page: 1 }));
  };
  const chooseTab = (next: ClaimStage) => {
    if (next === tab) return;
    setTab(next);
    setQuery((current) => startQuery(current.size));
    setSearchBy(ALL_FIELDS);
    setGeneration((g) => g + 1);
  };

  return (
    <div className="claims-page" data-testid="claim-listing-page">
      <header className="claims-page__header">
        <h1>{t('listing.heading')}</h1>
        <p>{t('listing.description')}</p>
      </header>
      <CobBanner />
      <section className="panel">
        <PolicyPeriodSelect
          id="claim-listing"
          policies={policyList}
          selection={effective}
          onChange={select}
        />
      </section>
      <div role="tablist" aria-label={t('listing.tabsLabel')} className={STRIP_TABS}>
        {CLAIM_STAGES.map((stage) => (
          <button
            key={stage}
            type="button"
            role="tab"
            id={`claim-tab-${stage}`}
            aria-selected={tab === stage}
            aria-controls="claim-tab-panel"
            className={stripTabClass(tab === stage)}
            onClick={() => chooseTab(stage)}
            data-testid={`claim-tab-${stage}`}
          >
            {t(`listing.tabs.${stage}`)}
          </button>
        ))}
      </div>
      <section
        className="panel"
        role="tabpanel"
        id="claim-tab-panel"
        aria-labelledby={`claim-tab-${tab}`}
      >
        {tab === 'ACTIVE_COMPLETED' && (
          <div className="claims-search-by">
            <label htmlFor="claim-search-by">{t('listing.searchBy')}</label>
            <DropdownField
              inputId="claim-search-by"
              accessibleName={t('listing.searchBy')}
              value={searchBy}
              options={[ALL_FIELDS, ...CLAIM_SEARCH_FIELDS].map((value) => ({
                value,
                label: t(`listing.searchFields.${value as SearchBy}`),
              }))}
              onChange={(event) => {
                setSearchBy(event.value as SearchBy);
                setQuery((current) => ({ ...current, page: 1 }));
              }}
              data-testid="claim-search-by"
            />
          </div>
        )}
        <ClaimTable
          key={generation}
          id="claim-list"
          page={list.currentData ?? list.data}
          loading={list.isFetching || policies.isFetching}
          query={query}
          onQueryChange={setQuery}
          detailPath={(row) => claimDetailPath(row.id, 'listing', effective.policyId)}
        />
      </section>
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
