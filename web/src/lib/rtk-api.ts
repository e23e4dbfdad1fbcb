import type { Middleware } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { DataOf } from '@mo/contracts';
import {
  toFailure,
  type AnyCall,
  type AnyCallRoute,
  type ApiClient,
  type ApiFailure,
  type CallArgs,
  type CallRoute,
} from './api-client';
import { addStorePart } from './store-parts';

/** What app/ passes to thunks (and so to RTK Query's base query). */
export interface ThunkExtra {
  api: ApiClient;
}

/** A base-query argument: one contracts call and its params. Built with callRequest(). */
export interface CallRequest {
  spec: AnyCallRoute;
  params: CallArgs<AnyCall>[0];
}

/** Typed builder of a base-query argument (the endpoint states its result as DataOf<call>). */
export const callRequest = <C extends AnyCall>(
  spec: CallRoute<C>,
  ...args: CallArgs<C>
): CallRequest => ({
  spec,
  params: args[0] as CallArgs<AnyCall>[0],
});

/**
 * RTK Query over the one API client, so headers, envelope reading and (later) token refresh stay
 * in one place. Failures are plain ApiFailure data.
 */
export const apiClientBaseQuery: BaseQueryFn<CallRequest, unknown, ApiFailure> = async (
  { spec, params },
  { extra, signal },
) => {
  try {
    const { api } = extra as ThunkExtra;
    const data: DataOf<AnyCall> = await api.call(spec, {
      ...params,
      signal,
    } as CallArgs<AnyCall>[0]);
    return { data };
  } catch (error) {
    return { error: toFailure(error) };
  }
};

/**
 * The one RTK Query API; features add endpoints with injectEndpoints (lazy with their chunk). It
 * loads with the first of them, and joins the store then (lib/store-parts.ts): the entry and the
 * sign-in page carry no RTK Query.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiClientBaseQuery,
  endpoints: () => ({}),
});

addStorePart({
  name: 'rtkQuery',
  reducers: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: baseApi.middleware as Middleware,
  reset: () => baseApi.util.resetApiState(),
});
