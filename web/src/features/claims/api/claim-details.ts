import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';
import type { Language } from '@/lib/storage';

export interface ClaimDetailsArgs {
  companyId: string;
  claimId: string;
  /** The tooltips' language. */
  language: Language;
}

/** GET group/{claimId}/details: the claim detail (a claim of another company: GW1035). */
export const claimDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimDetails: build.query<DataOf<typeof CALLS.claimDetails>, ClaimDetailsArgs>({
      query: ({ companyId, claimId, language }) =>
        callRequest(CALL_ROUTES.claimDetails, {
          path: { claimId },
          query: { companyId, language },
        }),
    }),
  }),
});

export const { useClaimDetailsQuery } = claimDetailsApi;
