import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

/** GET group/dashboard/bar-chart: members by plan and by member type. */
export const dashboardBarChartsApi = injectQuery(
  'dashboardBarCharts',
  CALL_ROUTES.dashboardBarCharts,
  (query: { companyId: string; policyId: string }) => ({ query }),
);

export const { useDashboardBarChartsQuery } = dashboardBarChartsApi;
