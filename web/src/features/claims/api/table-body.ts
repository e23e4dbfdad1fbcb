import { ALL_POLICIES_ID, CLAIM_LIMITS } from '@mo/contracts';
import type { TableQuery } from '@/components/data-table/table-rules';
import type { PolicySelection } from '../rules/claim-rules';

export interface TableBody<Sort extends string> {
  currentPage: number;
  pageSize: (typeof CLAIM_LIMITS.pageSizes)[number];
  searchByValue?: string;
  sortByField?: Sort;
  sortByOrder?: 'ASC' | 'DESC';
  filterBy?: Record<string, string[]>;
}

/** The paging, search, sort and filters of a claims table query, as the claims calls take them. */
export function tableBody<Sort extends string>(
  query: TableQuery,
  sortFields: readonly Sort[],
): TableBody<Sort> {
  const filterBy = Object.fromEntries(
    Object.entries(query.filters).filter(([, values]) => values.length > 0),
  );
  const search = query.search.trim().slice(0, CLAIM_LIMITS.searchMax);
  const sortField = sortFields.find((field) => field === query.sort?.field);
  return {
    currentPage: Math.max(CLAIM_LIMITS.defaultPage, query.page),
    // one of the server's page sizes (the table offers no other)
    pageSize:
      CLAIM_LIMITS.pageSizes.find((size) => size === query.size) ?? CLAIM_LIMITS.defaultPageSize,
    ...(search ? { searchByValue: search } : {}),
    ...(sortField && query.sort
      ? { sortByField: sortField, sortByOrder: query.sort.order === 'asc' ? 'ASC' : 'DESC' }
      : {}),
    ...(Object.keys(filterBy).length > 0 ? { filterBy } : {}),
  };
}

/** The policy and period of a listing request: no period for all policies ('0000'). */
export const selectionBody = ({ policyId, periodId }: PolicySelection) =>
  policyId === ALL_POLICIES_ID || !periodId ? { policyId } : { policyId, periodId };
