import type { SeedPolicy, SeedPolicyPeriod } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import type { MockStore } from '../store/store';

/**
 * The gateway's company scoping: another company's id is forbidden (GW1035) and the answer says
 * nothing about whether that company exists.
 */
export const requireCompany = (auth: AuthContext, companyId: string): void => {
  if (!auth.user.companyIds.includes(companyId)) throw fail.companyForbidden();
};

/** A policy of one of the user's companies: GW1035 for another company, GC404 for another policy. */
export const policyOfCompany = (
  world: MockStore,
  auth: AuthContext,
  companyId: string,
  policyId: string,
): SeedPolicy => {
  requireCompany(auth, companyId);
  const policy = world.policies.get(policyId);
  if (!policy || policy.companyId !== companyId) throw fail.notFound('No such policy');
  return policy;
};

/** The asked period of a policy, or its first (newest) when none is asked; GC404 if not its own. */
export const periodOf = (policy: SeedPolicy, periodId: string | undefined): SeedPolicyPeriod => {
  const period =
    periodId === undefined ? policy.periods[0] : policy.periods.find((p) => p.id === periodId);
  if (!period) throw fail.notFound('No such policy period');
  return period;
};
