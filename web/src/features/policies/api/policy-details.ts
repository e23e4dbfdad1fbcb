import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export interface PolicyDetailsArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/** GET policies/{policyId} (the first period when none is given). */
export const policyDetailsApi = injectQuery(
  'policyDetails',
  CALL_ROUTES.policyDetails,
  ({ policyId, companyId, periodId }: PolicyDetailsArgs) => ({
    path: { policyId },
    query: periodId ? { companyId, periodId } : { companyId },
  }),
);

export const { usePolicyDetailsQuery } = policyDetailsApi;
