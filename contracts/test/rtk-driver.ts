import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../../web/src/lib/rtk-api';
import { clientFor } from './support/pact-client';

/**
 * A store with the web's one RTK Query API over its real API client, so a consumer test drives
 * an endpoint exactly as a page does (the endpoint's own query function builds the request).
 */
export const rtkStoreFor = (url: string, token: string) => {
  const api = clientFor(url, token);
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
