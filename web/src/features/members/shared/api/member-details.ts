import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface MemberDetailsArgs {
  companyId: string;
  memberId: string;
  /** Absent: All policies. */
  policyId?: string;
  periodId?: string;
}

/**
 * GET users/members/{memberId}, the one endpoint of the call: the overview's tabs (overview, bank
 * account, household, for a policy or all) and the alter screens' name and form values (all
 * policies; they read it afresh on every visit, alter/api/member-details.ts).
 */
export const memberDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberDetails: build.query<DataOf<typeof CALLS.memberDetails>, MemberDetailsArgs>({
      query: ({ memberId, companyId, policyId, periodId }) =>
        callRequest(CALL_ROUTES.memberDetails, {
          path: { memberId },
          query: {
            companyId,
            ...(policyId ? { policyId } : {}),
            ...(policyId && periodId ? { periodId } : {}),
          },
        }),
    }),
  }),
});

export const { useMemberDetailsQuery } = memberDetailsApi;
