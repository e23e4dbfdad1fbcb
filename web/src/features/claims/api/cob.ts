import {
  CALL_ROUTES,
  SYSPARAM_CONFIG_CODES,
  type BodyOf,
  type CALLS,
  type DataOf,
} from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export type CobSubmitArgs = BodyOf<typeof CALLS.cobSubmit>;

/**
 * GET app/sysparam/cob-reasons (C1, C2, C3), POST group/cob (answers cobRefNo) and the COB
 * window's process-day count (the server's Jakarta date it counts to is lib/api/server-today.ts).
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
  }),
});

export const { useCobReasonsQuery, useCobSubmitMutation, useCobProcessDaysQuery } = cobApi;
