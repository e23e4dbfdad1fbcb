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
