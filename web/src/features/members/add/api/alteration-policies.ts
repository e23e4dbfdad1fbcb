import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { toAlterationPolicy } from '@mo/contracts';
import { usePolicyListQuery } from '@/lib/api/policy-list';

/**
 * GET policies/list as the add flow uses it (no separate alteration call), read through the one
 * policyList endpoint: every policy of the company mapped with toAlterationPolicy (plans,
 * subsidiaries, commencement and end dates), once per answer.
 */
export const useAlterationPoliciesQuery = (arg: { companyId: string } | typeof skipToken) => {
  const result = usePolicyListQuery(arg);
  const policies = result.data?.policies;
  const data = useMemo(() => policies?.map(toAlterationPolicy), [policies]);
  return { ...result, data };
};
