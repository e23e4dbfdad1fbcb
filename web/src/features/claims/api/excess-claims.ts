import {
  CALL_ROUTES,
  CLAIM_LIMITS,
  EXCESS_SORT_FIELDS,
  type BodyOf,
  type CALLS,
  type ExcessFilterBy,
  type ExcessSortField,
} from '@mo/contracts';
import type { TableQuery } from '@/components/data-table/table-rules';
import { injectQuery } from '@/lib/rtk-api';
import type { PolicySelection } from '../rules/claim-rules';
import { selectionBody, tableBody } from './table-body';

export type ExcessClaimsArgs = BodyOf<typeof CALLS.excessClaims>;

/**
 * The excess table query → the excessClaims body. Without a chosen sort (the first load and after
 * reset) the table is ordered by its ninth column, ageing, descending (part 2 section 4).
 */
export function excessClaimsBody(
  companyId: string,
  selection: PolicySelection,
  query: TableQuery,
): ExcessClaimsArgs {
  const { filterBy, ...table } = tableBody(query, EXCESS_SORT_FIELDS);
  const reset = CLAIM_LIMITS.excessResetSort;
  return {
    companyId,
    ...selectionBody(selection),
    ...table,
    ...(table.sortByField
      ? {}
      : { sortByField: reset.field as ExcessSortField, sortByOrder: reset.order }),
    ...(filterBy ? { filterBy: filterBy as ExcessFilterBy } : {}),
  };
}

/** POST group/policies/excess-claim: one page of the excess claims. */
export const excessClaimsApi = injectQuery(
  'excessClaims',
  CALL_ROUTES.excessClaims,
  (body: ExcessClaimsArgs) => ({ body }),
);

export const { useExcessClaimsQuery } = excessClaimsApi;
