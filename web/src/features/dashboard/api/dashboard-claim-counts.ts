import { CALL_ROUTES, type CALLS, type QueryOf } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export type ClaimCountsArgs = QueryOf<typeof CALLS.dashboardClaimCounts>;
export type GroupBy = ClaimCountsArgs['groupBy'];

/** GET group/dashboard/claim-category-count: claims by status, claim paid grouped as asked. */
export const dashboardClaimCountsApi = injectQuery(
  'dashboardClaimCounts',
  CALL_ROUTES.dashboardClaimCounts,
  (query: ClaimCountsArgs) => ({ query }),
);

export const { useDashboardClaimCountsQuery } = dashboardClaimCountsApi;
