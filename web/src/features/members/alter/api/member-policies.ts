import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

export interface MemberArgs {
  companyId: string;
  memberId: string;
}

/** GET users/members/{memberId}/policies: the member's policies (remove and change plan). */
export const alterMemberPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alterMemberPolicies: build.query<DataOf<typeof CALLS.memberPolicies>, MemberArgs>({
      query: ({ companyId, memberId }) =>
        callRequest(CALL_ROUTES.memberPolicies, { path: { memberId }, query: { companyId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAlterMemberPoliciesQuery } = alterMemberPoliciesApi;
