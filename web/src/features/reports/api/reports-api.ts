import { CALL_ROUTES, type CALLS, type DataOf, type ReportType } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

/**
 * The Reports drawer's reads: the report-type cards (GET policies/report-types, in the page's
 * language) and the server's Jakarta date (GET app/sysparam?category=JKT_DATE_TIME), which the
 * date range ends on (the policies are lib/company-policies.ts's).
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportTypes: build.query<ReportType[], { companyId: string; lang: 'id' | 'en' }>({
      query: (query) => callRequest(CALL_ROUTES.reportTypes, { query }),
      transformResponse: (data: DataOf<typeof CALLS.reportTypes>) => data.reportTypes,
    }),
    reportsToday: build.query<string | null, void>({
      query: () => callRequest(CALL_ROUTES.getSysParam, { query: { category: 'JKT_DATE_TIME' } }),
      transformResponse: (data: DataOf<typeof CALLS.getSysParam>) => {
        const details = data.systemParameterList[0]?.commonCategoryDetail ?? [];
        const text = (details.find((d) => d.code === 'JKT_DATE_TIME') ?? details[0])?.description1;
        return /^\d{4}-\d{2}-\d{2}/.exec(text ?? '')?.[0] ?? null;
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReportTypesQuery, useReportsTodayQuery } = reportsApi;
