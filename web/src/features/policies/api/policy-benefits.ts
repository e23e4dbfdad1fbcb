import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface PolicyBenefitsArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/** GET policies/{policyId}/benefits (the benefit buttons). */
export const policyBenefitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyBenefits: build.query<DataOf<typeof CALLS.policyBenefits>, PolicyBenefitsArgs>({
      query: ({ policyId, companyId, periodId }) =>
        callRequest(CALL_ROUTES.policyBenefits, {
          path: { policyId },
          query: periodId ? { companyId, periodId } : { companyId },
        }),
    }),
  }),
});

export const { usePolicyBenefitsQuery } = policyBenefitsApi;
