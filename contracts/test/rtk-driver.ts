import { configureStore } from '@reduxjs/toolkit';
import { API_AREAS } from '@mo/contracts';
import { createApiClient } from '../../web/src/lib/api-client';
import { baseApi } from '../../web/src/lib/rtk-api';

/**
 * A store with the web's one RTK Query API over its real API client, so a consumer test drives
 * an endpoint exactly as a page does (the endpoint's own query function builds the request).
 */
export const rtkStoreFor = (url: string, token: string) => {
  const api = createApiClient({
    baseUrlFor: (area) => `${url}${API_AREAS[area]}`,
    getAccessToken: () => token,
  });
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (defaults) =>
      defaults({ thunk: { extraArgument: { api } }, serializableCheck: false }).concat(
        baseApi.middleware,
      ),
  });
};

/** Runs one endpoint to completion; resolves its data or rejects with its failure. */
export const runEndpoint = async <R>(
  store: ReturnType<typeof rtkStoreFor>,
  thunk: unknown,
): Promise<R> => {
  const result = (await store.dispatch(thunk as never)) as { data?: R; error?: unknown };
  if (result.error) throw result.error;
  return result.data as R;
};
