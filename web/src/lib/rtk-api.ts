import type { Middleware } from '@reduxjs/toolkit';
import {
  createApi,
  type BaseQueryApi,
  type BaseQueryFn,
  type QueryDefinition,
} from '@reduxjs/toolkit/query/react';
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

/** What app/ passes to RTK Query's query functions (the store's thunk argument). */
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
 * An endpoint's query function over the one API client, for a step written as a function of it
 * (a call whose passwords are sealed first, an upload): the client of the store and, as for every
 * endpoint, its failures as plain ApiFailure data.
 */
export const withClient =
  <Arg, Data>(run: (api: ApiClient, arg: Arg, signal: AbortSignal) => Promise<Data>) =>
  async (arg: Arg, { extra, signal }: BaseQueryApi) => {
    try {
      return { data: await run((extra as ThunkExtra).api, arg, signal) };
    } catch (error) {
      return { error: toFailure(error) };
    }
  };

/**
 * RTK Query over the one API client, so headers, envelope reading and token refresh stay in one
 * place. Failures are plain ApiFailure data.
 */
export const apiClientBaseQuery: BaseQueryFn<CallRequest, unknown, ApiFailure> = withClient(
  (api, { spec, params }: CallRequest, signal) =>
    api.call(spec, { ...params, signal } as CallArgs<AnyCall>[0]) as Promise<DataOf<AnyCall>>,
);

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

/** The definition of a query endpoint over one contracts call. */
type CallQuery<C extends AnyCall, Arg> = QueryDefinition<
  Arg,
  typeof apiClientBaseQuery,
  never,
  DataOf<C>,
  typeof baseApi.reducerPath
>;

/**
 * The one endpoint of a contracts call (lib/api/one-endpoint-per-call.test.ts finds it by its
 * name): a query named `name` whose argument `params` turns into the call's path, query or body
 * (none: the call takes no params). Its hook is `use<Name>Query`, as with injectEndpoints.
 */
export const injectQuery = <Name extends string, C extends AnyCall, Arg = void>(
  name: Name,
  spec: CallRoute<C>,
  params?: (arg: Arg) => CallArgs<C>[0],
) =>
  baseApi.injectEndpoints({
    endpoints: (build) =>
      ({
        [name]: build.query<DataOf<C>, Arg>({
          query: (arg) => callRequest(spec, ...((params ? [params(arg)] : []) as CallArgs<C>)),
        }),
      }) as Record<Name, CallQuery<C, Arg>>,
  });
