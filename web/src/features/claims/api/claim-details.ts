import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';
import type { Language } from '@/lib/storage';

export interface ClaimDetailsArgs {
  companyId: string;
  claimId: string;
  /** The tooltips' language. */
  language: Language;
}

/** GET group/{claimId}/details: the claim detail (a claim of another company: GW1035). */
export const claimDetailsApi = injectQuery(
  'claimDetails',
  CALL_ROUTES.claimDetails,
  ({ companyId, claimId, language }: ClaimDetailsArgs) => ({
    path: { claimId },
    query: { companyId, language },
  }),
);

export const { useClaimDetailsQuery } = claimDetailsApi;
