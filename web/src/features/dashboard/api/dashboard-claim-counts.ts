import { CALL_ROUTES, type CALLS, type DataOf, type QueryOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export type ClaimCountsArgs = QueryOf<typeof CALLS.dashboardClaimCounts>;
export type GroupBy = ClaimCountsArgs['groupBy'];

/** GET group/dashboard/claim-category-count: claims by status, claim paid grouped as asked. */
export const dashboardClaimCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardClaimCounts: build.query<DataOf<typeof CALLS.dashboardClaimCounts>, ClaimCountsArgs>({
      query: (query) => callRequest(CALL_ROUTES.dashboardClaimCounts, { query }),
    }),
  }),
});

export const { useDashboardClaimCountsQuery } = dashboardClaimCountsApi;
