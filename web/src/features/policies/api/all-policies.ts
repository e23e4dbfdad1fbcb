import { CALL_ROUTES, type CALLS, LIMITS, type DataOf, type Policy } from '@mo/contracts';
import { readAllPages } from '../../../lib/all-pages';
import { baseApi, callRequest } from '../../../lib/rtk-api';

const LARGEST_PAGE = LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1];

/** GET policies/list page after page: every policy of the company, for the details' dropdown. */
export const allPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allPolicies: build.query<Policy[], { companyId: string }>({
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

export const { useAllPoliciesQuery } = allPoliciesApi;
