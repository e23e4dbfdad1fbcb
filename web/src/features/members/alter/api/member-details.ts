import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';
import type { MemberArgs } from './member-policies';

/** GET users/members/{memberId} (all policies): the member's name and the edit form's values. */
export const alterMemberDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alterMemberDetails: build.query<DataOf<typeof CALLS.memberDetails>, MemberArgs>({
      query: ({ companyId, memberId }) =>
        callRequest(CALL_ROUTES.memberDetails, { path: { memberId }, query: { companyId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAlterMemberDetailsQuery } = alterMemberDetailsApi;
