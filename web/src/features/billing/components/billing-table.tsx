import { BILLING_LIMITS, type BillingListPage, type BillingRow } from '@mo/contracts';
import { Button } from 'primereact/button';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type TableQuery } from '@/components/data-table';
import { EMPTY_VALUE, formatAmount, formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { billingStatusText, filterOptionText } from './billing-words';

type ShownRow = BillingRow & { downloadBusy: boolean };

interface BillingTableProps {
  page: BillingListPage | undefined;
  loading: boolean;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  /** All policies: the rows' policy numbers are shown. */
  showPolicy: boolean;
  /** A download runs: every row's download button waits. */
  downloadBusy: boolean;
  /** Opens the row's download menu at the button. */
  onDownloadMenu: (row: BillingRow, event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The invoices (part 2 sections 2 to 4): server search (max 121), sort, the filters the server
 * says apply (transaction type, invoice month, billing status, subsidiary), page sizes 10 to 50
 * and each row's download menu.
 */
export function BillingTable({
  page,
  loading,
  query,
  onQueryChange,
  showPolicy,
  downloadBusy,
  onDownloadMenu,
}: BillingTableProps) {
  const { t, i18n } = useTranslation('billing');
  const language = currentLanguage(i18n);
  const optionsOf = (field: string) => {
    const filter = page?.applicableFilters.find((f) => f.field === field);
    const options = (filter?.options ?? []).filter((o) => o.count > 0);
    if (options.length === 0) return undefined;
    return options.map((o) => ({
      value: o.value,
      label: filterOptionText(t, language, field, o.value, o.label),
    }));
  };
  const money = (amount: number, testId: string) => (
    <span className="billing-amount" data-testid={testId}>
      {formatAmount(amount, 'IDR')}
    </span>
  );
  const date = (value: string | null) => (value ? formatDate(value, language) : EMPTY_VALUE);
  // Each row carries whether a download runs: the table redraws a row only when its data changes.
  const rows = useMemo(
    () => (page?.invoices ?? []).map((row) => ({ ...row, downloadBusy })),
    [page, downloadBusy],
  );
  const columns: DataTableColumn<ShownRow>[] = [
    {
      field: 'invoiceNo',
      header: t('columns.invoiceNo'),
      sortable: true,
      body: (row) => <span data-testid="billing-invoice-no">{row.invoiceNo}</span>,
    },
    {
      // Its filter is the invoice's month (part 2 section 3: invoiceDateMonthYear).
      field: 'invoiceDate',
      header: t('columns.invoiceDate'),
      sortable: true,
      filterOptions: optionsOf('invoiceDateMonthYear'),
      body: (row) => date(row.invoiceDate),
    },
    {
      field: 'transactionType',
      header: t('columns.transactionType'),
      sortable: true,
      filterOptions: optionsOf('transactionType'),
    },
    {
      field: 'subsidiary',
      header: t('columns.subsidiary'),
      sortable: true,
      filterOptions: optionsOf('subsidiary'),
    },
    ...(showPolicy
      ? [{ field: 'policyNumber', header: t('columns.policyNumber'), sortable: true }]
      : []),
    {
      field: 'billingAmount',
      header: t('columns.billingAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.billingAmountVal, 'billing-billingAmount'),
    },
    {
      field: 'paidAmount',
      header: t('columns.paidAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.paidAmountVal, 'billing-paidAmount'),
    },
    {
      field: 'outstandingAmount',
      header: t('columns.outstandingAmount'),
      sortable: true,
      align: 'right',
      body: (row) => money(row.outstandingAmountVal, 'billing-outstandingAmount'),
    },
    {
      field: 'billingStatus',
      header: t('columns.billingStatus'),
      sortable: true,
      filterOptions: optionsOf('billingStatus'),
      body: (row) => (
        <span
          className={`billing-status billing-status--${row.billingStatus}`}
          data-testid="billing-status"
        >
          {billingStatusText(t, row.billingStatus)}
        </span>
      ),
    },
    {
      field: 'ageing',
      header: t('columns.ageing'),
      sortable: true,
      align: 'right',
      body: (row) => t('ageingDays', { count: row.ageing }),
    },
    {
      field: 'dueDate',
      header: t('columns.dueDate'),
      sortable: true,
      body: (row) => date(row.dueDate),
    },
    {
      field: 'paidDate',
      header: t('columns.paidDate'),
      sortable: true,
      body: (row) => date(row.paidDate),
    },
    {
      field: 'download',
      header: t('columns.download'),
      align: 'center',
      // The row's menu (the invoice, its billing detail) stays in view at any width.
      frozen: 'end',
      body: (row) => (
        <Button
          type="button"
          icon="pi pi-download"
          text
          rounded
          aria-label={t('download.button', { invoiceNo: row.invoiceNo })}
          aria-haspopup="menu"
          aria-controls="billing-download-menu"
          disabled={row.downloadBusy}
          onClick={(event) => onDownloadMenu(row, event)}
          data-testid="billing-download"
        />
      ),
    },
  ];
  return (
    <DataTable<ShownRow>
      id="billing-list"
      rows={rows}
      totalRecords={page?.pagination.totalRecord ?? 0}
      dataKey="id"
      columns={columns}
      pageSizes={BILLING_LIMITS.pageSizes}
      searchable
      searchLabel={t('listing.search')}
      loading={loading}
      query={query}
      rowTestId="billing-list-row"
      emptyMessage={t('listing.empty')}
      onQueryChange={onQueryChange}
    />
  );
}
