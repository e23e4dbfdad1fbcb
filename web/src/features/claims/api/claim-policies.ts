import { CALL_ROUTES, CLAIM_LIMITS, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

export interface ClaimPoliciesArgs {
  companyId: string;
  currentPage: number;
  pageSize: number;
}

/** The listing's policy dropdown reads the policies in one page of the largest size. */
export const dropdownPoliciesArgs = (companyId: string): ClaimPoliciesArgs => ({
  companyId,
  currentPage: CLAIM_LIMITS.defaultPage,
  pageSize: Math.max(...CLAIM_LIMITS.pageSizes),
});

/** GET group/policies/claims: the claim policy table (two totals per policy), server paging. */
export const claimPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimPolicies: build.query<DataOf<typeof CALLS.claimPolicies>, ClaimPoliciesArgs>({
      query: ({ companyId, currentPage, pageSize }) =>
        callRequest(CALL_ROUTES.claimPolicies, {
          query: {
            companyId,
            currentPage,
            pageSize:
              CLAIM_LIMITS.pageSizes.find((s) => s === pageSize) ?? CLAIM_LIMITS.defaultPageSize,
          },
        }),
    }),
  }),
});

export const { useClaimPoliciesQuery } = claimPoliciesApi;
