import { CALL_ROUTES, type CALLS, type DataOf, type ReportType } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/**
 * The Reports drawer's own read: the report-type cards (GET policies/report-types, in the page's
 * language). The policies and the server's Jakarta date the range ends on are lib/api's
 * (policy-list.ts, server-today.ts).
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportTypes: build.query<ReportType[], { companyId: string; lang: 'id' | 'en' }>({
      query: (query) => callRequest(CALL_ROUTES.reportTypes, { query }),
      transformResponse: (data: DataOf<typeof CALLS.reportTypes>) => data.reportTypes,
    }),
  }),
});

export const { useReportTypesQuery } = reportsApi;
