import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable as PrimeDataTable, type DataTableSortEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../dropdown-field';
import { FilterMultiSelect } from '../filter-multi-select';
import {
  clampSearch,
  DEFAULT_PAGE_SIZES,
  initialQuery,
  isResetEnabled,
  isSearchTooShort,
  resetQuery,
  showsPager,
  TABLE_SEARCH_MAX,
  TABLE_SEARCH_MIN,
  totalPages,
  type TableQuery,
} from './table-rules';
import './data-table.css';

export interface DataTableColumn<T> {
  field: string;
  header: string;
  sortable?: boolean;
  /** Values the column can be filtered by (a multi-select above the table). */
  filterOptions?: ReadonlyArray<{ label: string; value: string }>;
  /** Cell content; the field's value when absent. */
  body?: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /**
   * 'end': the row's actions (a download menu): they stay at the table's right edge while the
   * other columns scroll under them, on every screen width.
   */
  frozen?: 'end';
}

/*
 * Where a table is wider than its card (1366 px laptops have about 1030 px for it), its rows stay
 * usable while it scrolls (issue 27, item 13): the first column (the row's number or name, the
 * link that opens it) stays at the left edge on screens wider than a phone, and a column marked
 * frozen 'end' (the row's menu) at the right edge. On a phone the first column scrolls with the
 * rest: held, it would take half the card.
 */
const columnClass = <T,>(column: DataTableColumn<T>, index: number) =>
  [index === 0 && 'data-table__cell--start', column.frozen === 'end' && 'data-table__cell--end']
    .filter(Boolean)
    .join(' ') || undefined;

export interface DataTableProps<T> {
  /** Prefix of the test ids: `${id}-search`, `${id}-reset`, `${id}-next`, ... */
  id: string;
  /** The current page of rows, as the server answered. */
  rows: readonly T[];
  totalRecords: number;
  dataKey: string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** Page sizes of the menu: 10/20/50/100 for the policy list, 10..50 elsewhere (default). */
  pageSizes?: readonly number[];
  searchable?: boolean;
  searchLabel?: string;
  loading?: boolean;
  /**
   * The query shown, when the owner keeps it (paging kept across pages of an area, reset on a
   * company change); the table keeps its own otherwise. Search text stays the table's.
   */
  query?: TableQuery;
  /** Message of an empty result without a search (default: the common "No Result"). */
  emptyMessage?: string;
  /** A click anywhere on a row (a cell's own button should stop the event's propagation). */
  onRowClick?: (row: T) => void;
  /** Test id of every body row. */
  rowTestId?: string;
  /** Every change (page, size, sort, filters, a valid search, reset): load this. */
  onQueryChange: (query: TableQuery) => void;
}

/**
 * The server-driven table of every area (spec part 1 section 4, table behaviour): search (max
 * 121; under 3 characters forces an empty result and a message), sort, filters, reset (enabled
 * only when one of them is active), page sizes (a change goes back to page 1), previous/next
 * disabled at the ends, pager hidden below the smallest page size.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [ownQuery, setQuery] = useState<TableQuery>(() => initialQuery(pageSizes[0] ?? 10));
  const query = props.query ?? ownQuery;
  const [searchText, setSearchText] = useState('');
  const tooShort = isSearchTooShort(searchText);
  const pages = totalPages(props.totalRecords, query.size);

  const emit = (next: TableQuery) => {
    setQuery(next);
    props.onQueryChange(next);
  };
  const onSearch = (text: string) => {
    const clamped = clampSearch(text);
    setSearchText(clamped);
    if (isSearchTooShort(clamped)) return;
    const search = clamped.trim();
    if (search !== query.search) emit({ ...query, search, page: 1 });
  };
  const onSort = (event: DataTableSortEvent) => {
    const field = String(event.sortField);
    // PrimeReact cycles asc → desc → none (removableSort).
    const sort = event.sortOrder ? { field, order: event.sortOrder === 1 ? 'asc' : 'desc' } : null;
    emit({ ...query, sort: sort as TableQuery['sort'], page: 1 });
  };
  const onFilter = (field: string, values: string[]) => {
    const filters = { ...query.filters };
    if (values.length) filters[field] = values;
    else delete filters[field];
    emit({ ...query, filters, page: 1 });
  };
  const reset = () => {
    setSearchText('');
    emit(resetQuery(query));
  };

  const keyword = query.search;
  const emptyMessage = tooShort
    ? t('table.minChar', { minChar: TABLE_SEARCH_MIN })
    : keyword
      ? t('table.noResultKeyword', { keyword })
      : (props.emptyMessage ?? t('table.noResult'));
  const rows = tooShort ? [] : [...props.rows];
  const filterable = props.columns.filter((c) => c.filterOptions);
  const resetEnabled = isResetEnabled({ ...query, search: searchText });
  // A table with nothing to search, filter or sort has nothing to reset: no toolbar.
  const hasToolbar =
    props.searchable || filterable.length > 0 || props.columns.some((c) => c.sortable);
  const { onRowClick } = props;

  return (
    <div className="data-table" data-testid={props.id}>
      {hasToolbar && (
        <div className="data-table__toolbar">
          {props.searchable && (
            <span className="p-input-icon-left data-table__search">
              <InputText
                value={searchText}
                maxLength={TABLE_SEARCH_MAX}
                placeholder={props.searchLabel ?? t('table.search')}
                aria-label={props.searchLabel ?? t('table.search')}
                onChange={(event) => onSearch(event.target.value)}
                data-testid={`${props.id}-search`}
              />
            </span>
          )}
          {filterable.map((column) => (
            <FilterMultiSelect
              key={column.field}
              value={query.filters[column.field] ?? []}
              options={column.filterOptions ?? []}
              placeholder={column.header}
              accessibleName={column.header}
              onChange={(event) => onFilter(column.field, event.value as string[])}
              data-testid={`${props.id}-filter-${column.field}`}
            />
          ))}
          <Button
            type="button"
            label={t('table.reset')}
            icon="pi pi-refresh"
            outlined
            disabled={!resetEnabled}
            onClick={reset}
            data-testid={`${props.id}-reset`}
          />
        </div>
      )}
      {tooShort && (
        <p className="data-table__message" role="status" data-testid={`${props.id}-min-char`}>
          {t('table.minChar', { minChar: TABLE_SEARCH_MIN })}
        </p>
      )}
      <PrimeDataTable
        value={rows}
        dataKey={props.dataKey}
        lazy
        loading={props.loading}
        sortField={query.sort?.field}
        sortOrder={query.sort ? (query.sort.order === 'asc' ? 1 : -1) : 0}
        removableSort
        onSort={onSort}
        emptyMessage={<span data-testid={`${props.id}-empty`}>{emptyMessage}</span>}
        onRowClick={onRowClick ? (event) => onRowClick(event.data as T) : undefined}
        rowClassName={onRowClick ? () => 'data-table__row--clickable' : undefined}
        pt={props.rowTestId ? { bodyRow: { 'data-testid': props.rowTestId } as object } : undefined}
      >
        {props.columns.map((column, index) => (
          <Column
            key={column.field}
            className={columnClass(column, index)}
            field={column.field}
            header={column.header}
            sortable={column.sortable}
            align={column.align}
            body={column.body ? (row: T) => column.body?.(row) : undefined}
          />
        ))}
      </PrimeDataTable>
      {!tooShort && showsPager(props.totalRecords, pageSizes) && (
        <nav className="data-table__pager" aria-label={t('table.rowsPerPage')}>
          <label htmlFor={`${props.id}-size`}>{t('table.rowsPerPage')}</label>
          <DropdownField
            inputId={`${props.id}-size`}
            accessibleName={t('table.rowsPerPage')}
            value={query.size}
            options={pageSizes.map((size) => ({ label: String(size), value: size }))}
            onChange={(event) => emit({ ...query, size: Number(event.value), page: 1 })}
            data-testid={`${props.id}-size`}
          />
          <span data-testid={`${props.id}-page`}>
            {t('table.pageReport', { page: query.page, total: pages })}
          </span>
          <Button
            type="button"
            icon="pi pi-angle-left"
            text
            aria-label={t('table.previous')}
            disabled={query.page <= 1}
            onClick={() => emit({ ...query, page: query.page - 1 })}
            data-testid={`${props.id}-previous`}
          />
          <Button
            type="button"
            icon="pi pi-angle-right"
            text
            aria-label={t('table.next')}
            disabled={query.page >= pages}
            onClick={() => emit({ ...query, page: query.page + 1 })}
            data-testid={`${props.id}-next`}
          />
        </nav>
      )}
    </div>
  );
}
