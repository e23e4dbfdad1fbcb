import {
  formatMemberNumber,
  MEMBER_LIMITS,
  MEMBER_TYPE_FILTERS,
  type ApplicableFilter,
  type MemberRow,
  type MemberTypeFilter,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import {
  DataTable,
  initialQuery,
  type DataTableColumn,
  type TableQuery,
} from '@/components/data-table';
export { memberListBody } from './api/member-list';
import { DropdownField } from '@/components/dropdown-field';
import { FilterMultiSelect } from '@/components/filter-multi-select';
import { ErrorDialog } from '@/components/error-dialog';
import { formatDate, placeholder } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useCompanyChange } from '@/lib/use-company-change';
import { selectCompany } from '@/lib/session';
import { useFailure } from '@/lib/use-failure';
import { memberListBody, useMemberListQuery } from './api/member-list';
import './member-table.css';

/** Columns the table can show; name, member number, type, policy and request by default. */
export type MemberColumn =
  | 'name'
  | 'memberNumber'
  | 'memberType'
  | 'policyNumber'
  | 'updateRequest'
  | 'effectiveDate'
  | 'requestDate';
export const DEFAULT_MEMBER_COLUMNS: readonly MemberColumn[] = [
  'name',
  'memberNumber',
  'memberType',
  'policyNumber',
  'updateRequest',
];

export interface MemberTableProps {
  /** Prefix of the test ids (`${id}-row`, `${id}-name-<rowKey>`, the data table's own ids). */
  id?: string;
  /** Called with the row whose name was clicked (or any row click when `pickOnRowClick`). */
  onPick: (row: MemberRow) => void;
  /** Shows the member-type dropdown (Employee, Dependent, All; the third, All, by default). */
  memberTypeDropdown?: boolean;
  /** A fixed member type sent when there is no dropdown (EMPLOYEE for the add-dependent search). */
  memberType?: MemberTypeFilter;
  columns?: readonly MemberColumn[];
  /** A click anywhere on a row picks it too (lists whose whole row is the choice). */
  pickOnRowClick?: boolean;
}

/** The key of a row: one row per member and policy. */
export const memberRowKey = (row: Pick<MemberRow, 'id' | 'policy'>) => `${row.id}:${row.policy.id}`;

type KeyedRow = MemberRow & { rowKey: string };

const startQuery = () => initialQuery(MEMBER_LIMITS.defaultPageSize);

/**
 * The member table of the Members area (spec part 2 sections 2, 3 and 9): memberList with
 * server-side search (max 121), sort, the filters the server says apply, reset, paging 10..50
 * from page 1 size 10, and an optional member-type dropdown. A company change starts over on
 * page 1 (search, sort and filters of the other company do not apply).
 */
export function MemberTable({
  id = 'member-table',
  onPick,
  memberTypeDropdown = false,
  memberType: fixedType = 'ALL',
  columns = DEFAULT_MEMBER_COLUMNS,
  pickOnRowClick = false,
}: MemberTableProps) {
  const { t, i18n } = useTranslation('members');
  const language = currentLanguage(i18n);
  const companyId = useSelector(selectCompany)?.id ?? null;
  const [query, setQuery] = useState<TableQuery>(startQuery);
  // The dropdown's third option (ALL) is its default (spec part 2 section 4).
  const [chosenType, setChosenType] = useState<MemberTypeFilter>(MEMBER_TYPE_FILTERS[2]);
  const [generation, setGeneration] = useState(0);
  useCompanyChange(() => {
    setQuery((current) => initialQuery(current.size));
    setGeneration((g) => g + 1);
  });
  const memberType = memberTypeDropdown ? chosenType : fixedType;
  const list = useMemberListQuery(
    companyId ? memberListBody(companyId, query, memberType) : skipToken,
    // Alterations change the list: every visit and query asks the server again.
    { refetchOnMountOrArgChange: true },
  );
  const page = list.currentData ?? list.data;
  const rows: KeyedRow[] = (page?.members ?? []).map((row) => ({
    ...row,
    rowKey: memberRowKey(row),
  }));
  const filters = new Map<string, ApplicableFilter>(
    (page?.applicableFilters ?? []).map((f) => [f.field, f]),
  );
  const optionsOf = (field: ApplicableFilter['field']) => {
    const filter = filters.get(field);
    if (!filter || filter.options.length === 0) return undefined;
    return filter.options.map((o) => ({ value: o.value, label: filterLabel(field, o) }));
  };
  const filterLabel = (field: string, option: { value: string; label: string }) => {
    if (field === 'updateRequest') return t(`updateRequest.${option.value}` as never);
    if (field === 'memberType') return t(`memberType.${option.value}` as never);
    if (field === 'gender') return t(`gender.${option.value}` as never);
    return option.label;
  };
  const pick = (event: MouseEvent, row: MemberRow) => {
    event.stopPropagation();
    onPick(row);
  };

  const all: Record<MemberColumn, DataTableColumn<KeyedRow>> = {
    name: {
      field: 'name',
      header: t('table.name'),
      sortable: true,
      body: (row) => (
        <button
          type="button"
          className="member-table__name"
          onClick={(event) => pick(event, row)}
          data-testid={`${id}-name`}
          data-key={row.rowKey}
        >
          {row.name}
        </button>
      ),
    },
    memberNumber: {
      field: 'memberNumber',
      header: t('table.memberNumber'),
      sortable: true,
      body: (row) => formatMemberNumber(row.memberNumber),
    },
    memberType: {
      field: 'memberType',
      header: t('table.memberType'),
      sortable: true,
      filterOptions: optionsOf('memberType'),
      body: (row) => t(`memberType.${row.memberType}`),
    },
    policyNumber: {
      field: 'policyNumber',
      header: t('table.policyNumber'),
      sortable: true,
      filterOptions: optionsOf('policyNumber'),
      body: (row) => <span title={row.policy.policyRemark || undefined}>{row.policyNumber}</span>,
    },
    updateRequest: {
      field: 'updateRequest',
      header: t('table.updateRequest'),
      sortable: true,
      filterOptions: optionsOf('updateRequest'),
      body: (row) =>
        row.updateRequest ? t(`updateRequest.${row.updateRequest}`) : placeholder(null),
    },
    effectiveDate: {
      field: 'effectiveDate',
      header: t('table.effectiveDate'),
      sortable: true,
      body: (row) => (row.effectiveDate ? formatDate(row.effectiveDate, language) : '--'),
    },
    requestDate: {
      field: 'requestDate',
      header: t('table.requestDate'),
      sortable: true,
      body: (row) => (row.requestDate ? formatDate(row.requestDate, language) : '--'),
    },
  };
  // Gender filters the list without being a column: its multi-select sits beside the dropdown.
  const genderOptions = optionsOf('gender');
  const failure = useFailure(list);

  return (
    <div className="member-table" data-testid={`${id}-wrapper`}>
      {(memberTypeDropdown || genderOptions) && (
        <div className="member-table__extra">
          {memberTypeDropdown && (
            <>
              <label htmlFor={`${id}-member-type`}>{t('table.memberTypeDropdown')}</label>
              <DropdownField
                inputId={`${id}-member-type`}
                accessibleName={t('table.memberTypeDropdown')}
                value={chosenType}
                options={MEMBER_TYPE_FILTERS.map((value) => ({
                  value,
                  label: t(`memberTypeFilter.${value}`),
                }))}
                onChange={(event) => {
                  setChosenType(event.value as MemberTypeFilter);
                  setQuery((current) => ({ ...current, page: 1 }));
                }}
                data-testid={`${id}-member-type`}
              />
            </>
          )}
          {genderOptions && (
            <FilterMultiSelect
              value={query.filters.gender ?? []}
              options={genderOptions}
              placeholder={t('table.gender')}
              accessibleName={t('table.gender')}
              onChange={(event) => {
                const values = event.value as string[];
                const next = { ...query.filters };
                if (values.length) next.gender = values;
                else delete next.gender;
                setQuery({ ...query, filters: next, page: 1 });
              }}
              data-testid={`${id}-filter-gender`}
            />
          )}
        </div>
      )}
      <DataTable<KeyedRow>
        key={generation}
        id={id}
        rows={rows}
        totalRecords={page?.pagination.totalRecord ?? 0}
        dataKey="rowKey"
        columns={columns.map((c) => all[c])}
        pageSizes={MEMBER_LIMITS.pageSizes}
        searchable
        searchLabel={t('table.search')}
        loading={list.isFetching}
        query={query}
        rowTestId={`${id}-row`}
        onRowClick={pickOnRowClick ? onPick : undefined}
        onQueryChange={setQuery}
      />
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
