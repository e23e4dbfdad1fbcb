import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export interface MemberPoliciesArgs {
  companyId: string;
  memberId: string;
}

/**
 * GET users/members/{memberId}/policies, the one endpoint of the call: the member's policies for
 * the overview (listing and details dropdown) and the alter screens (remove and change plan; read
 * afresh on every visit, alter/api/member-policies.ts).
 */
export const memberPoliciesApi = injectQuery(
  'memberPolicies',
  CALL_ROUTES.memberPolicies,
  ({ memberId, companyId }: MemberPoliciesArgs) => ({
    path: { memberId },
    query: { companyId },
  }),
);

export const { useMemberPoliciesQuery } = memberPoliciesApi;
