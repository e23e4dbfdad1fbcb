import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '../rtk-api';

export interface PolicyPlansArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/**
 * GET policies/{policyId}/plans, the one endpoint of the call: the policy details' plans tab (for
 * a period) and the change-plan form's new-plan dropdown (current period).
 */
export const policyPlansApi = injectQuery(
  'policyPlans',
  CALL_ROUTES.policyPlans,
  ({ policyId, companyId, periodId }: PolicyPlansArgs) => ({
    path: { policyId },
    query: periodId ? { companyId, periodId } : { companyId },
  }),
);

export const { usePolicyPlansQuery } = policyPlansApi;
