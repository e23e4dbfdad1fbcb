import { CALL_ROUTES, LIMITS, type CALLS, type DataOf, type Policy } from '@mo/contracts';
import { readAllPages } from '../../../lib/all-pages';
import { baseApi, callRequest } from '../../../lib/rtk-api';

const LARGEST_PAGE = LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1];

/**
 * GET policies/list page after page: every policy of the company with its periods, for the
 * listing's policy and period dropdowns (part 2 section 4: the initial load fetches policies).
 */
export const billingPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    billingPolicies: build.query<Policy[], { companyId: string }>({
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

export const { useBillingPoliciesQuery } = billingPoliciesApi;
