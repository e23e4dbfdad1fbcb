import { ALL_POLICIES_ID } from '@mo/contracts';

/*
 * The policy and policy period choice the claim, excess and premium billing listings share (part 2
 * sections 2 and 4), pure: all policies ('0000') or a policy of the company with one of its
 * periods, the first (newest) unless another is chosen.
 */

/** What the choice needs of a policy: its id and its periods. */
export interface PolicyWithPeriods<P extends PolicyPeriod = PolicyPeriod> {
  id: string;
  policyPeriodVMList: readonly P[];
}
export interface PolicyPeriod {
  id: string;
  policyPeriodFrom: string;
  policyPeriodTo: string;
}

/** The policy dropdown's choice: a policy of the company or '0000' (all), with its period. */
export interface PolicySelection {
  policyId: string;
  /** null: the policy's first (newest); never sent for all policies. */
  periodId: string | null;
}

export const ALL_POLICIES: PolicySelection = { policyId: ALL_POLICIES_ID, periodId: null };

export const isAllPolicies = (policyId: string) => policyId === ALL_POLICIES_ID;

/** The period dropdown is disabled for all policies ('0000', part 2 section 2). */
export const isPeriodDisabled = (selection: PolicySelection) => isAllPolicies(selection.policyId);

/** The period dropdown's entries: the chosen policy's periods, none for all policies. */
export const periodsOf = <P extends PolicyPeriod>(
  policies: readonly PolicyWithPeriods<P>[],
  policyId: string,
): readonly P[] =>
  isAllPolicies(policyId)
    ? []
    : (policies.find((p) => p.id === policyId)?.policyPeriodVMList ?? []);

/** The period shown: the chosen one while it belongs to the policy, else the policy's first. */
export const shownPeriod = <P extends PolicyPeriod>(
  periods: readonly P[],
  periodId: string | null,
): P | undefined => periods.find((p) => p.id === periodId) ?? periods[0];

/**
 * A policy change: the new policy with its first period (part 2 section 4: the period resets to
 * the first item and the list reloads). An unknown policy id reads as all policies.
 */
export const choosePolicy = (
  policies: readonly PolicyWithPeriods[],
  policyId: string,
): PolicySelection => {
  if (isAllPolicies(policyId) || !policies.some((p) => p.id === policyId)) return ALL_POLICIES;
  return { policyId, periodId: periodsOf(policies, policyId)[0]?.id ?? null };
};

/**
 * The initial choice (part 2 section 4, premium billing): the first policy with its first
 * period, once the policies are known; a company without policies reads all policies.
 */
export const firstSelection = (policies: readonly PolicyWithPeriods[]): PolicySelection =>
  policies[0] ? choosePolicy(policies, policies[0].id) : ALL_POLICIES;
