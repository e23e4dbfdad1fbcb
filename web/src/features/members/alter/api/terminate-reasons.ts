import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET app/sysparam/terminate-reasons: the remove form's reason dropdown. */
export const terminateReasonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    terminateReasons: build.query<DataOf<typeof CALLS.terminateReasons>, { companyId: string }>({
      query: ({ companyId }) => callRequest(CALL_ROUTES.terminateReasons, { query: { companyId } }),
    }),
  }),
});

export const { useTerminateReasonsQuery } = terminateReasonsApi;
