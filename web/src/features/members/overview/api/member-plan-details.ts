import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface MemberPlanDetailsArgs {
  companyId: string;
  memberId: string;
  policyId: string;
  periodId?: string;
}

/** GET users/members/{memberId}/policies/{policyId}: plan and benefits (Plans, Benefits tabs). */
export const memberPlanDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberPlanDetails: build.query<DataOf<typeof CALLS.memberPlanDetails>, MemberPlanDetailsArgs>({
      query: ({ memberId, policyId, companyId, periodId }) =>
        callRequest(CALL_ROUTES.memberPlanDetails, {
          path: { memberId, policyId },
          query: periodId ? { companyId, periodId } : { companyId },
        }),
    }),
  }),
});

export const { useMemberPlanDetailsQuery } = memberPlanDetailsApi;
