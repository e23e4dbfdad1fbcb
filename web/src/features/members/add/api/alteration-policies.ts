import { CALL_ROUTES, toAlterationPolicy, type AlterationPolicy } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

/** The most policies one company has in the seed is far below it: one page holds them all. */
const ALL_POLICIES_PAGE_SIZE = 100;

/**
 * GET policies/list as the add flow uses it (no separate alteration call): every policy of the
 * company mapped with toAlterationPolicy (plans, subsidiaries, commencement and end dates).
 */
export const alterationPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alterationPolicies: build.query<AlterationPolicy[], { companyId: string }>({
      query: ({ companyId }) =>
        callRequest(CALL_ROUTES.policyList, {
          query: { companyId, currentPage: 1, pageSize: ALL_POLICIES_PAGE_SIZE },
        }),
      transformResponse: (data: { policies: Parameters<typeof toAlterationPolicy>[0][] }) =>
        data.policies.map(toAlterationPolicy),
    }),
  }),
});

export const { useAlterationPoliciesQuery } = alterationPoliciesApi;
