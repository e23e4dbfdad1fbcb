import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

/** GET policies/{policyId}/plans: the change-plan form's new-plan dropdown. */
export const alterPolicyPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    alterPolicyPlans: build.query<
      DataOf<typeof CALLS.policyPlans>,
      { companyId: string; policyId: string }
    >({
      query: ({ companyId, policyId }) =>
        callRequest(CALL_ROUTES.policyPlans, { path: { policyId }, query: { companyId } }),
    }),
  }),
});

export const { useAlterPolicyPlansQuery } = alterPolicyPlansApi;
