import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

export interface MemberDetailsArgs {
  companyId: string;
  memberId: string;
  /** Absent: All policies. */
  policyId?: string;
  periodId?: string;
}

/** GET users/members/{memberId}: overview, bank account, household. */
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
