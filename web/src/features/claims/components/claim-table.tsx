import { CLAIM_LIMITS, type ClaimListPage, type ClaimRow } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type TableQuery } from '@/components/data-table';
import { formatAmount, formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { filterOptionsOf, useLeadColumns } from './claim-columns';
import { claimStatusText, claimTypeText } from './claim-words';

interface ClaimTableProps {
  id: string;
  page: ClaimListPage | undefined;
  loading: boolean;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  /** Where a claim number leads. */
  detailPath: (row: ClaimRow) => string;
}

/**
 * A listing tab's table (part 2 sections 2 and 3): server search (max 121), sort, the filters the
 * server says apply, page sizes 10 to 50; a claim number opens the detail.
 */
export function ClaimTable({
  id,
  page,
  loading,
  query,
  onQueryChange,
  detailPath,
}: ClaimTableProps) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const optionsOf = filterOptionsOf(t, page?.applicableFilters);
  const lead = useLeadColumns<ClaimRow>(optionsOf, { to: detailPath, testId: `${id}-claim-no` });
  const columns: DataTableColumn<ClaimRow>[] = [
    ...lead,
    {
      field: 'receivedDate',
      header: t('columns.receivedDate'),
      sortable: true,
      body: (row) => formatDate(row.receivedDate, language),
    },
    {
      field: 'claimType',
      header: t('columns.claimType'),
      sortable: true,
      filterOptions: optionsOf('claimType'),
      body: (row) => claimTypeText(t, row.claimType),
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      filterOptions: optionsOf('status'),
      body: (row) => claimStatusText(t, row.status, row.statusDesc),
    },
    {
      field: 'incurredAmount',
      header: t('columns.incurredAmount'),
      sortable: true,
      align: 'right',
      body: (row) => formatAmount(row.incurredAmount.amount, row.incurredAmount.currency),
    },
    {
      field: 'paidAmount',
      header: t('columns.paidAmount'),
      sortable: true,
      align: 'right',
      body: (row) => formatAmount(row.paidAmount.amount, row.paidAmount.currency),
    },
  ];
  return (
    <DataTable<ClaimRow>
      id={id}
      rows={page?.claims ?? []}
      totalRecords={page?.pagination.totalRecord ?? 0}
      dataKey="id"
      columns={columns}
      pageSizes={CLAIM_LIMITS.pageSizes}
      searchable
      searchLabel={t('listing.search')}
      loading={loading}
      query={query}
      rowTestId={`${id}-row`}
      emptyMessage={t('listing.empty')}
      onQueryChange={onQueryChange}
    />
  );
}
