import type { AnyCall, AnyCallRoute, BodyOf, CallRoute, DataOf, QueryOf } from '@mo/contracts';

/*
 * The client takes a call's route (CALL_ROUTES: no schemas in the browser) and types its query,
 * body and data from the call the route belongs to.
 */
export type { AnyCall, AnyCallRoute, CallRoute };

export type CallQuery<C extends AnyCall> = QueryOf<C>;
export type CallBody<C extends AnyCall> = BodyOf<C>;
export type CallData<C extends AnyCall> = DataOf<C>;

type QueryPart<C extends AnyCall> =
  QueryOf<C> extends undefined ? { query?: undefined } : { query: QueryOf<C> };
type BodyPart<C extends AnyCall> =
  BodyOf<C> extends undefined ? { body?: undefined } : { body: BodyOf<C> };

/** What one call takes besides its spec: its query and body exactly as the contracts type them. */
export type CallParams<C extends AnyCall> = QueryPart<C> &
  BodyPart<C> & {
    /** Values of `:name` segments of the call's path. */
    path?: Readonly<Record<string, string>>;
    /**
     * Token for this call only, instead of the stored one: the sign-in flow's after-login token,
     * which is never stored. null sends no token at all (a forgot-password code request).
     */
    accessToken?: string | null;
    signal?: AbortSignal;
    /** A multipart call's parts (bodyEncoding 'multipart': such a call has no body schema). */
    form?: FormData;
    /** How much of the request body is sent, 0 to 1, as it goes (uploads). */
    onUploadProgress?: (fraction: number) => void;
    /**
     * How much of the answer has arrived, as it comes (large report files): bytes so far and the
     * whole size when the server states it (null otherwise).
     */
    onDownloadProgress?: (loaded: number, total: number | null) => void;
  };

/** Params may be left out when the call needs neither query nor body. */
export type CallArgs<C extends AnyCall> =
  QueryOf<C> extends undefined
    ? BodyOf<C> extends undefined
      ? [params?: CallParams<C>]
      : [params: CallParams<C>]
    : [params: CallParams<C>];
