import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../rtk-api';

export interface PolicyPlansArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/**
 * GET policies/{policyId}/plans, the one endpoint of the call: the policy details' plans tab (for
 * a period) and the change-plan form's new-plan dropdown (current period).
 */
export const policyPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyPlans: build.query<DataOf<typeof CALLS.policyPlans>, PolicyPlansArgs>({
      query: ({ policyId, companyId, periodId }) =>
        callRequest(CALL_ROUTES.policyPlans, {
          path: { policyId },
          query: periodId ? { companyId, periodId } : { companyId },
        }),
    }),
  }),
});

export const { usePolicyPlansQuery } = policyPlansApi;
