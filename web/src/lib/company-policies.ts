import { CALL_ROUTES, type CALLS, LIMITS, type DataOf, type Policy } from '@mo/contracts';
import { readAllPages } from './all-pages';
import { baseApi, callRequest } from './rtk-api';

const LARGEST_PAGE = LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1];

/**
 * GET policies/list page after page: every policy of the company with its periods, for the
 * policy dropdowns of the policy details, premium billing and reports (one cache for all three).
 */
export const companyPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyPolicies: build.query<Policy[], { companyId: string }>({
      queryFn: ({ companyId }, _api, _extra, baseQuery) =>
        readAllPages(
          baseQuery,
          (currentPage) =>
            callRequest(CALL_ROUTES.policyList, {
              query: { companyId, currentPage, pageSize: LARGEST_PAGE },
            }),
          (page: DataOf<typeof CALLS.policyList>) => page.policies,
        ),
    }),
  }),
});

export const { useCompanyPoliciesQuery } = companyPoliciesApi;
