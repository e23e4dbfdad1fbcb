import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export interface MemberPlanDetailsArgs {
  companyId: string;
  memberId: string;
  policyId: string;
  periodId?: string;
}

/** GET users/members/{memberId}/policies/{policyId}: plan and benefits (Plans, Benefits tabs). */
export const memberPlanDetailsApi = injectQuery(
  'memberPlanDetails',
  CALL_ROUTES.memberPlanDetails,
  ({ memberId, policyId, companyId, periodId }: MemberPlanDetailsArgs) => ({
    path: { memberId, policyId },
    query: periodId ? { companyId, periodId } : { companyId },
  }),
);

export const { useMemberPlanDetailsQuery } = memberPlanDetailsApi;
