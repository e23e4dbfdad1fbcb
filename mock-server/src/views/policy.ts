import type { Policy } from '@mo/contracts';
import type { SeedPolicy } from '@mo/fixtures';
import type { PolicyStats } from '../store/store';

/** A seeded policy as the policy list shows it (part 1 section 3, contracts Policy). */
export const toPolicyView = (policy: SeedPolicy, stats: PolicyStats): Policy => ({
  id: policy.id,
  policyType: policy.policyType,
  policyNo: policy.policyNo,
  totalMembers: stats.totalMembers,
  policyPeriodFrom: policy.policyPeriodFrom,
  policyPeriodTo: policy.policyPeriodTo,
  policyEffectiveDate: policy.policyEffectiveDate,
  policyCommencementDate: policy.policyCommencementDate,
  totalActiveAndCompletedClaims: stats.totalActiveAndCompletedClaims,
  totalSubmittedClaims: stats.totalSubmittedClaims,
  policyHolder: policy.policyHolder,
  hrContactPerson: policy.hrContactPerson,
  hrEmailAddress: policy.hrEmailAddress,
  subsidiaryVMList: policy.subsidiaries.map((s) => ({ ...s })),
  policyPeriodVMList: policy.periods.map((p) => ({ ...p })),
  planVMList: policy.plans.map((p) => ({ ...p })),
});

/** Each policy's list row, kept while its stats object is the store's (a reset or a new claims book replaces it). */
const rows = new WeakMap<SeedPolicy, { stats: PolicyStats; row: Policy }>();

/**
 * The policy's row of the policy list, made once per policy and stats: seed policies never change,
 * and the store replaces a policy's stats object (never edits it) when its figures change. The row
 * must not be changed by its users either: the list's answers write it from its cached JSON
 * (lib/pre-serialized.ts).
 */
export const policyRowOf = (policy: SeedPolicy, stats: PolicyStats): Policy => {
  const cached = rows.get(policy);
  if (cached?.stats === stats) return cached.row;
  const row = toPolicyView(policy, stats);
  rows.set(policy, { stats, row });
  return row;
};
