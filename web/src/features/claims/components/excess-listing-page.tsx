import { CLAIM_LIMITS, type ExcessRow } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import {
  DataTable,
  initialQuery,
  type DataTableColumn,
  type TableQuery,
} from '@/components/data-table';
import { ErrorDialog } from '@/components/error-dialog';
import { formatAmount, formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useDropdownPoliciesQuery } from '../api/claim-policies';
import { excessClaimsBody, useExcessClaimsQuery } from '../api/excess-claims';
import { claimDetailPath } from '../paths';
import { ALL_POLICIES, type PolicySelection } from '../rules/claim-rules';
import { filterOptionsOf, useLeadColumns } from './claim-columns';
import { excessStatusText } from './claim-words';
import { CobBanner } from './cob-banner';
import { PolicyPeriodSelect } from '@/components/policy-period-select';
import { useFailure } from '@/lib/use-failure';
import './claims.css';

const startQuery = (size: number = CLAIM_LIMITS.defaultPageSize) => initialQuery(size);

/**
 * Excess claims (part 2 sections 2, 3 and 4): its own policy and period dropdowns (all policies
 * first), the explanatory text and tip, and the table with search, sort, filters, reset (back to
 * ageing, the ninth column, descending) and paging. A claim number opens the claim's detail.
 */
export function ExcessListingPage() {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const companyId = useSelector(selectCompany)?.id ?? null;
  const [selection, setSelection] = useState<PolicySelection>(ALL_POLICIES);
  const [query, setQuery] = useState<TableQuery>(() => startQuery());
  const [generation, setGeneration] = useState(0);
  useCompanyChange(() => {
    setSelection(ALL_POLICIES);
    setQuery(startQuery());
    setGeneration((g) => g + 1);
  });
  const policies = useDropdownPoliciesQuery(companyId ? { companyId } : skipToken);
  const list = useExcessClaimsQuery(
    companyId ? excessClaimsBody(companyId, selection, query) : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const page = list.currentData ?? list.data;
  const failure = useFailure(policies, list);
  const optionsOf = filterOptionsOf(t, page?.applicableFilters);
  const lead = useLeadColumns<ExcessRow>(optionsOf, {
    to: (row) => claimDetailPath(row.id, 'excess'),
    testId: 'excess-list-claim-no',
  });
  const money = (amount: number) => formatAmount(amount, 'IDR');
  // In the order of the contracts' EXCESS_SORT_FIELDS: ageing is the ninth.
  const columns: DataTableColumn<ExcessRow>[] = [
    ...lead,
    {
      field: 'incurredAmount',
      header: t('columns.incurredAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.incurredAmount.amount),
    },
    {
      field: 'paidAmount',
      header: t('columns.paidAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.paidAmount.amount),
    },
    {
      field: 'excessAmount',
      header: t('columns.excessAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.excessAmount.amount),
    },
    {
      field: 'ageing',
      header: t('columns.ageing'),
      sortable: true,
      align: 'right',
      body: (row) => t('excess.ageingDays', { count: row.ageing }),
    },
    {
      field: 'excessStatus',
      header: t('columns.excessStatus'),
      sortable: true,
      filterOptions: optionsOf('excessStatus'),
      body: (row) => excessStatusText(t, row.excessStatus),
    },
    {
      field: 'paidDate',
      header: t('columns.paidDate'),
      sortable: true,
      body: (row) => (row.paidDate ? formatDate(row.paidDate, language) : '--'),
    },
  ];

  return (
    <div className="claims-page" data-testid="excess-listing-page">
      <header className="claims-page__header">
        <h1>{t('excess.heading')}</h1>
        <p>{t('excess.description')}</p>
      </header>
      <CobBanner />
      <aside className="claims-tip-note" aria-label={t('excess.tipLabel')} data-testid="excess-tip">
        <i className="pi pi-lightbulb" aria-hidden /> {t('excess.tip')}
      </aside>
      <section className="panel">
        <PolicyPeriodSelect
          id="excess-listing"
          policies={policies.data?.policies ?? []}
          selection={selection}
          onChange={(next) => {
            setSelection(next);
            setQuery((current) => ({ ...current, page: 1 }));
          }}
        />
      </section>
      <section className="panel" aria-labelledby="excess-table-heading">
        <h2 id="excess-table-heading">{t('excess.tableHeading')}</h2>
        <DataTable<ExcessRow>
          key={generation}
          id="excess-list"
          rows={page?.excessClaims ?? []}
          totalRecords={page?.pagination.totalRecord ?? 0}
          dataKey="id"
          columns={columns}
          pageSizes={CLAIM_LIMITS.pageSizes}
          searchable
          searchLabel={t('excess.search')}
          loading={list.isFetching}
          query={query}
          rowTestId="excess-list-row"
          emptyMessage={t('excess.empty')}
          onQueryChange={setQuery}
        />
      </section>
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
