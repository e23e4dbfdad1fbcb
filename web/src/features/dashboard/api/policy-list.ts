import { CALL_ROUTES, type CALLS, LIMITS, type DataOf, type Policy } from '@mo/contracts';
import { readAllPages } from '../../../lib/all-pages';
import { baseApi, callRequest } from '../../../lib/rtk-api';

const LARGEST_PAGE = LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1];

/** GET policies/list for a company: every policy for the dropdown, page after page. */
export const policyListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyList: build.query<{ policies: Policy[] }, { companyId: string }>({
      queryFn: async ({ companyId }, _api, _extra, baseQuery) => {
        const all = await readAllPages(
          baseQuery,
          (currentPage) =>
            callRequest(CALL_ROUTES.policyList, {
              query: { companyId, currentPage, pageSize: LARGEST_PAGE },
            }),
          (page: DataOf<typeof CALLS.policyList>) => page.policies,
        );
        return 'error' in all ? { error: all.error } : { data: { policies: all.data } };
      },
    }),
  }),
});

export const { usePolicyListQuery } = policyListApi;
