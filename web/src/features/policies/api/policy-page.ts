import { CALL_ROUTES, type CALLS, LIMITS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

export interface PolicyPageArgs {
  companyId: string;
  currentPage: number;
  pageSize: number;
}

type PageSize = (typeof LIMITS.policyListPageSizes)[number];

/** One of the list's page sizes (10, 20, 50, 100); any other number asks for the first. */
export const policyPageSize = (size: number): PageSize =>
  LIMITS.policyListPageSizes.find((s) => s === size) ?? LIMITS.policyListPageSizes[0];

/** GET policies/list, one page (server-side paging of the policy list). */
export const policyPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyPage: build.query<DataOf<typeof CALLS.policyList>, PolicyPageArgs>({
      query: ({ pageSize, ...query }) =>
        callRequest(CALL_ROUTES.policyList, {
          query: { ...query, pageSize: policyPageSize(pageSize) },
        }),
    }),
  }),
});

export const { usePolicyPageQuery } = policyPageApi;
