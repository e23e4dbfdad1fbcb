import {
  BILLING_LIMITS,
  BILLING_SORT_FIELDS,
  CALL_ROUTES,
  type BillingFilterBy,
  type BodyOf,
  type CALLS,
} from '@mo/contracts';
import type { TableQuery } from '@/components/data-table/table-rules';
import { injectQuery } from '@/lib/rtk-api';
import { isAllPolicies, type PolicySelection } from '../rules/billing-rules';

/** The invoice date column filters by the invoice's month (its own column is not shown). */
const FILTER_OF_COLUMN: Readonly<Record<string, string>> = { invoiceDate: 'invoiceDateMonthYear' };

export type PremiumBillingArgs = BodyOf<typeof CALLS.premiumBilling>;

/**
 * The policy, period and table query → the premiumBilling body: no period for all policies
 * ('0000'), one of the server's page sizes, the search cut to 121 characters, a known sort field
 * only (the server's invoice date, newest first, otherwise) and the non-empty filters (the
 * invoice date column's are invoice months).
 */
export function premiumBillingBody(
  companyId: string,
  { policyId, periodId }: PolicySelection,
  query: TableQuery,
): PremiumBillingArgs {
  const filterBy = Object.fromEntries(
    Object.entries(query.filters)
      .filter(([, values]) => values.length > 0)
      .map(([field, values]) => [FILTER_OF_COLUMN[field] ?? field, values]),
  ) as BillingFilterBy;
  const search = query.search.trim().slice(0, BILLING_LIMITS.searchMax);
  const sortField = BILLING_SORT_FIELDS.find((field) => field === query.sort?.field);
  return {
    companyId,
    policyId,
    ...(isAllPolicies(policyId) || !periodId ? {} : { periodId }),
    currentPage: Math.max(BILLING_LIMITS.defaultPage, query.page),
    pageSize:
      BILLING_LIMITS.pageSizes.find((size) => size === query.size) ??
      BILLING_LIMITS.defaultPageSize,
    ...(search ? { searchByValue: search } : {}),
    ...(sortField && query.sort
      ? { sortByField: sortField, sortByOrder: query.sort.order === 'asc' ? 'ASC' : 'DESC' }
      : {}),
    ...(Object.keys(filterBy).length > 0 ? { filterBy } : {}),
  };
}

/** POST policies/premium-billing: one page of the invoices (server search, sort, filter, paging). */
export const premiumBillingApi = injectQuery(
  'premiumBilling',
  CALL_ROUTES.premiumBilling,
  (body: PremiumBillingArgs) => ({ body }),
);

export const { usePremiumBillingQuery } = premiumBillingApi;
