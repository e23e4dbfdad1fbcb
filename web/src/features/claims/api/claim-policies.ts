import { CALL_ROUTES, CLAIM_LIMITS, type CALLS, type DataOf } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { readPageOrAll } from '@/lib/all-pages';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** A page of the claim policy table, or none: every policy (the listings' dropdown). */
export interface ClaimPoliciesArgs {
  companyId: string;
  currentPage?: number;
  pageSize?: number;
}

type ClaimPoliciesData = DataOf<typeof CALLS.claimPolicies>;

const pageSizeOf = (pageSize: number) =>
  CLAIM_LIMITS.pageSizes.find((s) => s === pageSize) ?? CLAIM_LIMITS.defaultPageSize;

/** The largest page the claim policy table takes (50): the dropdown reads its pages in it. */
export const DROPDOWN_PAGE_SIZE = pageSizeOf(Math.max(...CLAIM_LIMITS.pageSizes));

/**
 * GET group/policies/claims, the one endpoint of the call: the claim policy table (two totals per
 * policy), server paging; and, with no page asked, the listings' policy dropdown, which reads
 * every page (50 a page) so a company with more than 50 policies loses none.
 */
export const claimPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimPolicies: build.query<ClaimPoliciesData, ClaimPoliciesArgs>({
      queryFn: ({ companyId, currentPage, pageSize }, _api, _extra, baseQuery) =>
        readPageOrAll(
          baseQuery,
          currentPage,
          (page, everyPage) =>
            callRequest(CALL_ROUTES.claimPolicies, {
              query: {
                companyId,
                currentPage: page,
                pageSize: everyPage ? DROPDOWN_PAGE_SIZE : pageSizeOf(pageSize ?? 0),
              },
            }),
          (page: ClaimPoliciesData) => page.policies,
          (policies, pagination, first): ClaimPoliciesData => ({ ...first, policies, pagination }),
        ),
    }),
  }),
});

export const { useClaimPoliciesQuery } = claimPoliciesApi;

/** The listings' policy dropdown: every claim policy of the company, through the one endpoint. */
export const useDropdownPoliciesQuery = (arg: { companyId: string } | typeof skipToken) =>
  useClaimPoliciesQuery(arg);
