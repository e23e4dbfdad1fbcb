import { CALLS, LIMITS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

type PolicyList = DataOf<typeof CALLS.policyList>;

/** GET policies/list for a company: all of them for the dropdown (the largest page the API allows). */
export const policyListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyList: build.query<PolicyList, { companyId: string }>({
      query: ({ companyId }) =>
        callRequest(CALLS.policyList, {
          query: {
            companyId,
            currentPage: 1,
            pageSize: LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1],
          },
        }),
    }),
  }),
});

export const { usePolicyListQuery } = policyListApi;
