import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '../rtk-api';

/** A policy of the company, for a period (none: the one the server picks, as the call states). */
export interface PolicyPeriodArgs {
  companyId: string;
  policyId: string;
  periodId?: string;
}

/**
 * The params of the calls on one policy for a period (its details, benefits and plans): the policy
 * in the path, the company and the chosen period (if any) in the query.
 */
export const policyPeriodParams = ({ policyId, companyId, periodId }: PolicyPeriodArgs) => ({
  path: { policyId },
  query: periodId ? { companyId, periodId } : { companyId },
});

/**
 * GET policies/{policyId}/plans, the one endpoint of the call: the policy details' plans tab (for
 * a period) and the change-plan form's new-plan dropdown (current period).
 */
export const policyPlansApi = injectQuery(
  'policyPlans',
  CALL_ROUTES.policyPlans,
  policyPeriodParams,
);

export const { usePolicyPlansQuery } = policyPlansApi;
