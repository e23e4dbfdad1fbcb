import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemberDetailsQuery } from '@/features/members/shared/api/member-details';
import type { MemberArgs } from './member-policies';

/**
 * GET users/members/{memberId} (all policies) through the members' one endpoint: the member's
 * name and the edit form's values, read afresh on every visit (never a cached answer alone).
 */
export const useAlterMemberDetailsQuery = (args: MemberArgs | typeof skipToken) =>
  useMemberDetailsQuery(args, { refetchOnMountOrArgChange: true });
