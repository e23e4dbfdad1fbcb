import { CALLS, LIMITS, type DataOf } from '@mo/contracts';
import { PreSerializedList } from '../../lib/pre-serialized';
import { registerCall } from '../../lib/register-call';
import { periodOf, policyOfCompany, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { paginate } from '../../views/paging';
import { policyRowOf, toPolicyView } from '../../views/policy';
import { policyBenefitRoutes } from './benefits';
import { policyAdminExtras } from './extras';
import { policyReportRoutes } from './report';

/**
 * Policy admin: the policy list, details, plans, benefits and the policy-benefit export. Every
 * call is scoped to one of the user's companies (GW1035); a policy, period or benefit outside it
 * answers GC404.
 */
export const policyAdminRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.policyList, ({ query, auth, world }) => {
    requireCompany(auth, query.companyId);
    const { items, pagination } = paginate(
      world.policiesOf(query.companyId),
      query.currentPage ?? 1,
      query.pageSize ?? LIMITS.defaultPageSize,
    );
    // The rows are cached per policy and never change: their JSON is cached too.
    return new PreSerializedList<DataOf<typeof CALLS.policyList>, 'policies'>(
      { pagination },
      'policies',
      items.map((p) => policyRowOf(p, world.statsOf(p.id))),
    );
  });

  registerCall(app, CALLS.policyDetails, ({ query, params, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, params.policyId ?? '');
    const period = periodOf(policy, query.periodId);
    return {
      ...toPolicyView(policy, world.statsOf(policy.id)),
      ...(policy.policyDescription === undefined
        ? {}
        : { policyDescription: policy.policyDescription }),
      selectedPeriodId: period.id,
    };
  });

  registerCall(app, CALLS.policyPlans, ({ query, params, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, params.policyId ?? '');
    periodOf(policy, query.periodId);
    return { plans: policy.plans.map((p) => ({ ...p })) };
  });

  policyBenefitRoutes(app);
  policyReportRoutes(app);
  policyAdminExtras(app);
};
