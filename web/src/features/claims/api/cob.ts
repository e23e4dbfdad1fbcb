import {
  CALL_ROUTES,
  SYSPARAM_CONFIG_CODES,
  type BodyOf,
  type CALLS,
  type DataOf,
} from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

export type CobSubmitArgs = BodyOf<typeof CALLS.cobSubmit>;

/**
 * GET app/sysparam/cob-reasons (C1, C2, C3), POST group/cob (answers cobRefNo) and what the COB
 * window needs: the process-day count and the server's Jakarta date.
 */
export const cobApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cobReasons: build.query<DataOf<typeof CALLS.cobReasons>, { companyId: string }>({
      query: ({ companyId }) => callRequest(CALL_ROUTES.cobReasons, { query: { companyId } }),
    }),
    cobSubmit: build.mutation<DataOf<typeof CALLS.cobSubmit>, CobSubmitArgs>({
      query: (body) => callRequest(CALL_ROUTES.cobSubmit, { body }),
    }),
    /** GET app/sysparam/config/COB_PROCESS_DAY: the COB window in days (null when unreadable). */
    cobProcessDays: build.query<number | null, { companyId: string }>({
      query: ({ companyId }) =>
        callRequest(CALL_ROUTES.sysParamConfig, {
          path: { code: SYSPARAM_CONFIG_CODES.cobProcessDays },
          query: { companyId },
        }),
      transformResponse: (data: DataOf<typeof CALLS.sysParamConfig>) => {
        const days = Number(data.value);
        return Number.isInteger(days) && days >= 0 ? days : null;
      },
    }),
    /**
     * GET app/sysparam?category=JKT_DATE_TIME: the server's Jakarta date (YYYY-MM-DD) the COB
     * window counts to; uncached, every visit reads the clock afresh.
     */
    cobToday: build.query<string | null, void>({
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

export const {
  useCobReasonsQuery,
  useCobSubmitMutation,
  useCobProcessDaysQuery,
  useCobTodayQuery,
} = cobApi;
