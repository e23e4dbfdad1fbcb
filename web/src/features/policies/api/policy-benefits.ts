import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export interface PolicyBenefitsArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/** GET policies/{policyId}/benefits (the benefit buttons). */
export const policyBenefitsApi = injectQuery(
  'policyBenefits',
  CALL_ROUTES.policyBenefits,
  ({ policyId, companyId, periodId }: PolicyBenefitsArgs) => ({
    path: { policyId },
    query: periodId ? { companyId, periodId } : { companyId },
  }),
);

export const { usePolicyBenefitsQuery } = policyBenefitsApi;
