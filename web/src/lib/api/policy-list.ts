import { skipToken } from '@reduxjs/toolkit/query/react';
import { CALL_ROUTES, type CALLS, LIMITS, type DataOf } from '@mo/contracts';
import { readPageOrAll } from '../all-pages';
import { baseApi, callRequest } from '../rtk-api';

type PolicyListData = DataOf<typeof CALLS.policyList>;

/** A page of the list (the policy list's server paging), or none: every policy of the company. */
export interface PolicyListArgs {
  companyId: string;
  currentPage?: number;
  pageSize?: (typeof LIMITS.policyListPageSizes)[number];
}

const LARGEST_PAGE = LIMITS.policyListPageSizes[LIMITS.policyListPageSizes.length - 1];

/**
 * GET policies/list, the one endpoint of the call (one cache for every screen that lists a
 * company's policies). With a page: that page as the server answers it. Without: every page read
 * in turn at the largest page size, answered as one page holding them all (the dropdowns of the
 * dashboard, policy details, premium billing, reports and the add flow).
 */
export const policyListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyList: build.query<PolicyListData, PolicyListArgs>({
      queryFn: ({ companyId, currentPage, pageSize }, _api, _extra, baseQuery) =>
        readPageOrAll(
          baseQuery,
          currentPage,
          (page, everyPage) =>
            callRequest(CALL_ROUTES.policyList, {
              query: {
                companyId,
                currentPage: page,
                pageSize: everyPage ? LARGEST_PAGE : (pageSize ?? LARGEST_PAGE),
              },
            }),
          (page: PolicyListData) => page.policies,
          (policies, pagination): PolicyListData => ({ policies, pagination }),
        ),
    }),
  }),
});

export const { usePolicyListQuery } = policyListApi;

/** Every policy of the company (the policy dropdowns), read through the one policyList cache. */
export const useCompanyPoliciesQuery = (arg: { companyId: string } | typeof skipToken) =>
  usePolicyListQuery(arg, {
    selectFromResult: (result) => ({
      ...result,
      data: result.data?.policies,
      currentData: result.currentData?.policies,
    }),
  });
