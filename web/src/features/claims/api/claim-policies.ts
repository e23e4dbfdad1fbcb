import {
  CALL_ROUTES,
  CLAIM_LIMITS,
  type CALLS,
  type ClaimPolicyRow,
  type DataOf,
} from '@mo/contracts';
import { readAllPages } from '../../../lib/all-pages';
import { baseApi, callRequest } from '../../../lib/rtk-api';

export interface ClaimPoliciesArgs {
  companyId: string;
  currentPage: number;
  pageSize: number;
}

const pageSizeOf = (pageSize: number) =>
  CLAIM_LIMITS.pageSizes.find((s) => s === pageSize) ?? CLAIM_LIMITS.defaultPageSize;

/** The largest page the claim policy table takes (50): the dropdown reads its pages in it. */
export const DROPDOWN_PAGE_SIZE = pageSizeOf(Math.max(...CLAIM_LIMITS.pageSizes));

/**
 * GET group/policies/claims: the claim policy table (two totals per policy), server paging; and
 * the listings' policy dropdown, which reads every page (50 a page) so a company with more than
 * 50 policies loses none.
 */
export const claimPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimPolicies: build.query<DataOf<typeof CALLS.claimPolicies>, ClaimPoliciesArgs>({
      query: ({ companyId, currentPage, pageSize }) =>
        callRequest(CALL_ROUTES.claimPolicies, {
          query: { companyId, currentPage, pageSize: pageSizeOf(pageSize) },
        }),
    }),
    dropdownPolicies: build.query<{ policies: ClaimPolicyRow[] }, { companyId: string }>({
      queryFn: async ({ companyId }, _api, _extra, baseQuery) => {
        const result = await readAllPages(
          baseQuery,
          (currentPage) =>
            callRequest(CALL_ROUTES.claimPolicies, {
              query: { companyId, currentPage, pageSize: DROPDOWN_PAGE_SIZE },
            }),
          (page: DataOf<typeof CALLS.claimPolicies>) => page.policies,
        );
        return 'error' in result ? result : { data: { policies: result.data } };
      },
    }),
  }),
});

export const { useClaimPoliciesQuery, useDropdownPoliciesQuery } = claimPoliciesApi;
