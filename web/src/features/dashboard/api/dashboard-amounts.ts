import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET group/dashboard/amounts: the premium-billing and excess-claim cards of a policy. */
export const dashboardAmountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardAmounts: build.query<
      DataOf<typeof CALLS.dashboardAmounts>,
      { companyId: string; policyId: string }
    >({
      query: (query) => callRequest(CALL_ROUTES.dashboardAmounts, { query }),
    }),
  }),
});

export const { useDashboardAmountsQuery } = dashboardAmountsApi;
