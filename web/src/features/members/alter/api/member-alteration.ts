import {
  CALL_ROUTES,
  type CALLS,
  type ChangePlanRequest,
  type DataOf,
  type EditMemberRequest,
  type RemoveMemberRequest,
} from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

type Answer = DataOf<typeof CALLS.memberAlteration>;

/**
 * POST member-alteration (EDIT_MEMBER, REMOVE_MEMBER) and POST member-alteration/change-plan:
 * each answers the memberAlterationRef the success banner shows.
 */
export const memberAlterationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alterMember: build.mutation<Answer, EditMemberRequest | RemoveMemberRequest>({
      query: (body) => callRequest(CALL_ROUTES.memberAlteration, { body }),
    }),
    changePlan: build.mutation<DataOf<typeof CALLS.changePlan>, ChangePlanRequest>({
      query: (body) => callRequest(CALL_ROUTES.changePlan, { body }),
    }),
  }),
});

export const { useAlterMemberMutation, useChangePlanMutation } = memberAlterationApi;
