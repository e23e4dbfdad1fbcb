import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET users/last-login: the user's previous sign-in time (null on a first sign-in). */
export const lastLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lastLogin: build.query<DataOf<typeof CALLS.lastLogin>, void>({
      query: () => callRequest(CALL_ROUTES.lastLogin),
    }),
  }),
});

export const { useLastLoginQuery } = lastLoginApi;
