import { skipToken } from '@reduxjs/toolkit/query';
import { LIMITS, type Policy } from '@mo/contracts';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ErrorDialog } from '@/components/error-dialog';
import { DataTable, initialQuery, type DataTableColumn } from '@/components/data-table';
import { formatDate } from '@/lib/formatters';
import { formatCount } from '@/lib/format-values';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';
import { usePolicyPageQuery } from '../api/policy-page';
import { useTranslation } from '../i18n';
import { policyDetailsPath } from '../paths';
import { DEFAULT_PAGING, useAreaPaging } from './policies-area';
import './policies.css';

/** policy_and_benefit_list: the company's policies, paged on the server; a cell opens details. */
export function PolicyListPage() {
  const { t, i18n } = useTranslation('policies');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const company = useSelector(selectCompany);
  const { paging, setPaging } = useAreaPaging();
  const companyId = company?.id ?? null;
  // A company change resets paging to page 1 (spec part 1 section 2) before any call goes out.
  const page = paging.companyId === companyId ? paging.page : DEFAULT_PAGING.page;
  const { data, error, isFetching, refetch } = usePolicyPageQuery(
    companyId ? { companyId, currentPage: page, pageSize: paging.pageSize } : skipToken,
  );
  const failure = useFailure({ error, refetch });
  const policies = data?.policies ?? [];
  const open = (id: string) => navigate(policyDetailsPath(id));
  const columns: DataTableColumn<Policy>[] = [
    {
      field: 'policyNo',
      header: t('list.columns.policyNo'),
      body: (p) => (
        <button
          type="button"
          className="policies-link"
          aria-label={t('list.open', { number: p.policyNo })}
          onClick={(e) => {
            e.stopPropagation();
            open(p.id);
          }}
        >
          {p.policyNo}
        </button>
      ),
    },
    { field: 'policyType', header: t('list.columns.policyType') },
    { field: 'policyHolder', header: t('list.columns.policyHolder') },
    {
      field: 'period',
      header: t('list.columns.period'),
      body: (p) =>
        t('details.periodValue', {
          from: formatDate(p.policyPeriodFrom, language),
          to: formatDate(p.policyPeriodTo, language),
        }),
    },
    {
      field: 'totalMembers',
      header: t('list.columns.members'),
      body: (p) => formatCount(p.totalMembers),
    },
  ];

  return (
    <div className="policies">
      <h1>{t('title')}</h1>
      <section className="panel">
        <h2>{t('list.title')}</h2>
        <DataTable
          id="policy-table"
          rows={policies}
          totalRecords={data?.pagination.totalRecord ?? 0}
          dataKey="id"
          columns={columns}
          pageSizes={LIMITS.policyListPageSizes}
          query={{ ...initialQuery(paging.pageSize), page }}
          loading={isFetching}
          emptyMessage={t('list.empty')}
          onRowClick={(p) => open(p.id)}
          rowTestId="policy-row"
          onQueryChange={(next) => setPaging({ page: next.page, pageSize: next.size, companyId })}
        />
      </section>
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
