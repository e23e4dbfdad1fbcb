/** What every call of the details screen is for: the company, the policy and its chosen period. */
export interface PolicyScope {
  companyId: string;
  policyId: string;
  periodId: string;
}
