import { CALL_ROUTES } from '@mo/contracts';
import { policyPeriodParams } from '@/lib/api/policy-plans';
import { injectQuery } from '@/lib/rtk-api';

/** GET policies/{policyId} (the first period when none is given). */
export const policyDetailsApi = injectQuery(
  'policyDetails',
  CALL_ROUTES.policyDetails,
  policyPeriodParams,
);

export const { usePolicyDetailsQuery } = policyDetailsApi;
