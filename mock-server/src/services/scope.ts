import { ALL_POLICIES_ID } from '@mo/contracts';
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

/** What a listing is for: a policy (none for every policy) and its period. */
export interface ListingScope {
  policy: SeedPolicy | undefined;
  periodId: string | undefined;
}

/** The company, policy ('0000': every policy) and period a listing asks for. */
export interface ListingAsk {
  companyId: string;
  policyId: string;
  periodId?: string | undefined;
}

/**
 * The policy and period a listing is for: '0000' is every policy of the company (any period is
 * ignored); another id is the policy `find` gives (it throws for one the listing refuses), with
 * one of its own periods (its newest when none is asked).
 */
export const listingScopeOf = (
  auth: AuthContext,
  ask: ListingAsk,
  find: (policyId: string) => SeedPolicy,
): ListingScope => {
  requireCompany(auth, ask.companyId);
  if (ask.policyId === ALL_POLICIES_ID) return { policy: undefined, periodId: undefined };
  const policy = find(ask.policyId);
  return { policy, periodId: periodOf(policy, ask.periodId).id };
};

/** The claim and excess listings' scope: a policy of the company (GC404 otherwise). */
export const claimScopeOf = (world: MockStore, auth: AuthContext, ask: ListingAsk): ListingScope =>
  listingScopeOf(auth, ask, (id) => policyOfCompany(world, auth, ask.companyId, id));
