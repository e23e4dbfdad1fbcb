import {
  CALL_ROUTES,
  CLAIM_SORT_FIELDS,
  type BodyOf,
  type CALLS,
  type ClaimFilterBy,
  type ClaimSearchField,
  type ClaimStage,
} from '@mo/contracts';
import type { TableQuery } from '@/components/data-table/table-rules';
import { injectQuery } from '@/lib/rtk-api';
import type { PolicySelection } from '../rules/claim-rules';
import { selectionBody, tableBody } from './table-body';

export type ClaimListArgs = BodyOf<typeof CALLS.claimList>;

/**
 * One tab's table query → the claimList body. The search-by field is the active tab's only
 * (absent: all three fields).
 */
export function claimListBody(
  companyId: string,
  selection: PolicySelection,
  status: ClaimStage,
  query: TableQuery,
  searchField: ClaimSearchField | null = null,
): ClaimListArgs {
  const { filterBy, ...table } = tableBody(query, CLAIM_SORT_FIELDS);
  return {
    companyId,
    ...selectionBody(selection),
    status,
    ...table,
    ...(status === 'ACTIVE_COMPLETED' && searchField && table.searchByValue
      ? { searchByMemberType: searchField }
      : {}),
    ...(filterBy ? { filterBy: filterBy as ClaimFilterBy } : {}),
  };
}

/** POST group/policies/claims: one page of a listing tab (server search, sort, filter, paging). */
export const claimListApi = injectQuery(
  'claimList',
  CALL_ROUTES.claimList,
  (body: ClaimListArgs) => ({ body }),
);

export const { useClaimListQuery } = claimListApi;
