import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

/** GET group/dashboard/amounts: the premium-billing and excess-claim cards of a policy. */
export const dashboardAmountsApi = injectQuery(
  'dashboardAmounts',
  CALL_ROUTES.dashboardAmounts,
  (query: { companyId: string; policyId: string }) => ({ query }),
);

export const { useDashboardAmountsQuery } = dashboardAmountsApi;
