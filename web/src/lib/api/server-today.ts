import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../rtk-api';

/**
 * GET app/sysparam?category=JKT_DATE_TIME, the one endpoint of the call: the server's Jakarta date
 * (YYYY-MM-DD; null when unreadable) that the members' effective-date window (30 days either side
 * of today), the COB window and the reports' date range are measured from, as the server checks
 * them. Uncached: every screen reads the clock afresh (with refetchOnMountOrArgChange).
 */
export const serverTodayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverToday: build.query<string | null, void>({
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

export const { useServerTodayQuery } = serverTodayApi;
