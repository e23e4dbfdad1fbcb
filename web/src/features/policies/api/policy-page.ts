import { CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

export interface PolicyPageArgs {
  companyId: string;
  currentPage: number;
  pageSize: number;
}

/** GET policies/list, one page (server-side paging of the policy list). */
export const policyPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyPage: build.query<DataOf<typeof CALLS.policyList>, PolicyPageArgs>({
      query: (query) => callRequest(CALLS.policyList, { query }),
    }),
  }),
});

export const { usePolicyPageQuery } = policyPageApi;
