import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Today in Jakarta by the local clock (when the server's clock cannot be read). */
export const localJakartaToday = (now = Date.now()): string =>
  new Date(now + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * GET app/sysparam?category=JKT_DATE_TIME: the server's Jakarta date (YYYY-MM-DD), which the
 * effective-date window (30 days either side of today) is measured from, as the server checks it.
 * Uncached: every form reads the clock afresh.
 */
export const serverTodayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverToday: build.query<string | null, void>({
      query: () => callRequest(CALL_ROUTES.getSysParam, { query: { category: 'JKT_DATE_TIME' } }),
      transformResponse: (data: DataOf<typeof CALLS.getSysParam>) => {
        const details = data.systemParameterList[0]?.commonCategoryDetail ?? [];
        const text = (details.find((d) => d.code === 'JKT_DATE_TIME') ?? details[0])?.description1;
        const date = /^\d{4}-\d{2}-\d{2}/.exec(text ?? '')?.[0];
        return date ?? null;
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useServerTodayQuery } = serverTodayApi;

/** Today for the date rules: the server's date once read, else the local Jakarta date. */
export function useToday(): { today: string; loading: boolean } {
  const { data, isLoading } = useServerTodayQuery(undefined, { refetchOnMountOrArgChange: true });
  return { today: data ?? localJakartaToday(), loading: isLoading };
}
