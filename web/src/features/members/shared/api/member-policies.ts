import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface MemberPoliciesArgs {
  companyId: string;
  memberId: string;
}

/**
 * GET users/members/{memberId}/policies, the one endpoint of the call: the member's policies for
 * the overview (listing and details dropdown) and the alter screens (remove and change plan; read
 * afresh on every visit, alter/api/member-policies.ts).
 */
export const memberPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberPolicies: build.query<DataOf<typeof CALLS.memberPolicies>, MemberPoliciesArgs>({
      query: ({ memberId, companyId }) =>
        callRequest(CALL_ROUTES.memberPolicies, { path: { memberId }, query: { companyId } }),
    }),
  }),
});

export const { useMemberPoliciesQuery } = memberPoliciesApi;
