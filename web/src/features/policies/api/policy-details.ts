import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface PolicyDetailsArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/** GET policies/{policyId} (the first period when none is given). */
export const policyDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyDetails: build.query<DataOf<typeof CALLS.policyDetails>, PolicyDetailsArgs>({
      query: ({ policyId, companyId, periodId }) =>
        callRequest(CALL_ROUTES.policyDetails, {
          path: { policyId },
          query: periodId ? { companyId, periodId } : { companyId },
        }),
    }),
  }),
});

export const { usePolicyDetailsQuery } = policyDetailsApi;
