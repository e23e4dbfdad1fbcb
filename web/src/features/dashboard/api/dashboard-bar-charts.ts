import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET group/dashboard/bar-chart: members by plan and by member type. */
export const dashboardBarChartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardBarCharts: build.query<
      DataOf<typeof CALLS.dashboardBarCharts>,
      { companyId: string; policyId: string }
    >({
      query: (query) => callRequest(CALL_ROUTES.dashboardBarCharts, { query }),
    }),
  }),
});

export const { useDashboardBarChartsQuery } = dashboardBarChartsApi;
