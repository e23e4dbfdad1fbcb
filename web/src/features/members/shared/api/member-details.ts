import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

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
export const memberDetailsApi = injectQuery(
  'memberDetails',
  CALL_ROUTES.memberDetails,
  ({ memberId, companyId, policyId, periodId }: MemberDetailsArgs) => ({
    path: { memberId },
    query: {
      companyId,
      ...(policyId ? { policyId } : {}),
      ...(policyId && periodId ? { periodId } : {}),
    },
  }),
);

export const { useMemberDetailsQuery } = memberDetailsApi;
