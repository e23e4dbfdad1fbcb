import { CALL_ROUTES } from '@mo/contracts';
import { policyPeriodParams } from '@/lib/api/policy-plans';
import { injectQuery } from '@/lib/rtk-api';

/** GET policies/{policyId}/benefits (the benefit buttons). */
export const policyBenefitsApi = injectQuery(
  'policyBenefits',
  CALL_ROUTES.policyBenefits,
  policyPeriodParams,
);

export const { usePolicyBenefitsQuery } = policyBenefitsApi;
