import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useMemberPoliciesQuery,
  type MemberPoliciesArgs,
} from '@/features/members/shared/api/member-policies';

export type MemberArgs = MemberPoliciesArgs;

/**
 * GET users/members/{memberId}/policies through the members' one endpoint: the member's policies
 * (remove and change plan), read afresh on every visit (never a cached answer alone).
 */
export const useAlterMemberPoliciesQuery = (args: MemberArgs | typeof skipToken) =>
  useMemberPoliciesQuery(args, { refetchOnMountOrArgChange: true });
