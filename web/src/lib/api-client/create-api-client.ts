import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosResponse,
} from 'axios';
import {
  HEADER_DEFAULTS,
  MOCK_SANDBOX_HEADER,
  OAUTH_CLIENT,
  isSuccessful,
  type AnyCallRoute,
  type ApiArea,
  type CallRoute,
  type DataOf,
  type EnvelopeOf,
} from '@mo/contracts';
import { withIsoDates } from '../api-date';
import { CLIENT_ERROR_CODES, describeError } from '../error-catalogue';
import { ApiError } from './api-error';
import type { AnyCall, CallArgs, CallParams } from './call-types';
import {
  AUTHORIZATION_HEADER,
  gatewayHeaders,
  maskBody,
  maskHeaders,
  randomAlphanumeric,
  type HeaderSettings,
} from './request-headers';

export interface ApiClientOptions {
  /** Base URL of an API area (config, or a Pact mock server's URL plus the area prefix). */
  baseUrlFor: (area: ApiArea) => string;
  /** The stored access token, read on every request. */
  getAccessToken: () => string | null | undefined;
  /**
   * Called when a call fails with a code whose catalogue display is `signOut` (err300). The
   * caller owns what happens next (spec: sign out after 1 s); the call still rejects.
   */
  onSessionInvalid?: (error: ApiError) => void;
  /**
   * Called once when a call fails with a code whose display is `refresh` (GW1033). Resolve true
   * once a new token is stored and the call is retried once; false rejects with the original
   * error. `sentToken` is the token the failed request carried (app/session-wiring.ts).
   */
  onTokenExpired?: (error: ApiError, sentToken: string | null) => Promise<boolean>;
  /**
   * The mock insurer's sandbox of this tab, read on every request and sent as `x-mock-sandbox`
   * when it names one (lib/mock-sandbox.ts). Left out in a build for a real insurer.
   */
  mockSandbox?: () => string | null;
  /** Overrides of the gateway header values (key id, organisation codes...). */
  headers?: Partial<HeaderSettings>;
  timeoutMs?: number;
  /** Transport override for tests; axios picks XHR in browsers and http in Node otherwise. */
  adapter?: AxiosAdapter;
  now?: () => Date;
  requestReference?: () => string;
  /** Debug output; authorization and secrets are masked before it is called. */
  log?: (message: string, detail?: unknown) => void;
  /**
   * Awaited before each call is built and sent (the portal: lib/next-task nextTurn). A screen's
   * first render starts its calls from its effects, and building and sending one is a few
   * milliseconds of axios on a phone: awaited, each call goes out in a task of its own, in the
   * order asked, instead of all of them in the render's task. Absent: at once.
   */
  beforeSend?: () => Promise<void>;
}

export interface ApiClient {
  /** Makes one call of the contracts' catalogue (its route); resolves its `data` or rejects with ApiError. */
  call<C extends AnyCall>(spec: CallRoute<C>, ...args: CallArgs<C>): Promise<DataOf<C>>;
  /** The one axios instance (for later transports such as file downloads). */
  readonly http: AxiosInstance;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an answer has the envelope's shape (spec part 1 section 3). */
export const isEnvelope = (body: unknown): body is EnvelopeOf<unknown> =>
  isRecord(body) && 'status' in body && isRecord(body.systemInformation);

/** The portal's client credentials for oauth2 calls (contracts OAUTH_CLIENT). */
const basicCredentials = (): string =>
  globalThis.btoa(`${OAUTH_CLIENT.clientId}:${OAUTH_CLIENT.clientSecret}`);

const fillPath = (path: string, values: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path value "${name}" for ${path}`);
    return encodeURIComponent(value);
  });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const settings: HeaderSettings = { ...HEADER_DEFAULTS, ...options.headers };
  const now = options.now ?? (() => new Date());
  const nextReference = options.requestReference ?? (() => randomAlphanumeric(32));
  const http = axios.create({
    timeout: options.timeoutMs ?? 30_000,
    // The envelope decides, not the status: every answer resolves and is read below.
    validateStatus: () => true,
    adapter: options.adapter,
  });

  const interpret = <C extends AnyCall>(spec: CallRoute<C>, response: AxiosResponse): DataOf<C> => {
    const body: unknown = response.data;
    const httpStatus = response.status;
    if (!isEnvelope(body)) {
      throw new ApiError({
        callId: spec.id,
        errorCode: CLIENT_ERROR_CODES.generic,
        message: `${spec.id}: answer is not an envelope (HTTP ${httpStatus})`,
        serverMessage: null,
        httpStatus,
        details: [],
      });
    }
    if (isSuccessful(spec.success, body)) {
      if (body.data === undefined && spec.dataRequired) {
        throw new ApiError({
          callId: spec.id,
          errorCode: CLIENT_ERROR_CODES.generic,
          message: `${spec.id}: success without data (HTTP ${httpStatus})`,
          serverMessage: null,
          httpStatus,
          details: [],
        });
      }
      // the server may send dates as YYYYMMDD; the portal reads YYYY-MM-DD (lib/api-date.ts)
      return withIsoDates(body.data ?? {}) as DataOf<C>;
    }
    const info = body.systemInformation;
    throw new ApiError({
      callId: spec.id,
      errorCode: info.errorCode || CLIENT_ERROR_CODES.generic,
      // Some failures carry their text in `message` only (the sign-in texts of spec section 8).
      serverMessage:
        info.errorMessage || (body.message && body.message !== 'success' ? body.message : null),
      httpStatus,
      details: info.details ?? [],
      data: (body as { data?: unknown }).data,
    });
  };

  const tokenFor = (spec: AnyCallRoute, params: CallParams<AnyCall>): string | null => {
    if (spec.auth === 'public' || spec.auth === 'client' || params.accessToken === null)
      return null;
    return params.accessToken ?? options.getAccessToken() ?? null;
  };
  // The token a request went with, remembered so a refresh can tell it is already renewed.
  const sent = new WeakMap<object, string | null>();
  const sentToken = (_spec: AnyCallRoute, params: object) => sent.get(params) ?? null;

  const sendOnce = async <C extends AnyCall>(spec: CallRoute<C>, params: CallParams<C>) => {
    const url = `${options.baseUrlFor(spec.area)}${fillPath(spec.path, params.path)}`;
    const headers: Record<string, string | false> = {
      Accept: 'application/json',
      ...gatewayHeaders(settings, now(), nextReference()),
      // false keeps axios from adding its own (form-encoded) type to a bodyless POST or PUT.
      'Content-Type': false,
    };
    const sandbox = options.mockSandbox?.();
    if (sandbox) headers[MOCK_SANDBOX_HEADER] = sandbox;
    // oauth2 calls carry the client credentials; public calls and accessToken null carry none.
    const token = tokenFor(spec, params);
    sent.set(params, token);
    if (spec.auth === 'client') headers[AUTHORIZATION_HEADER] = `Basic ${basicCredentials()}`;
    else if (token) headers[AUTHORIZATION_HEADER] = `Bearer ${token}`;
    let data: unknown;
    // Content-Type goes with a body only: a bodyless POST (auth/session) sends none, which a
    // Fastify gateway needs (it rejects an empty body declared as JSON).
    if (params.body !== undefined) {
      const form = spec.bodyEncoding === 'form';
      headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      data = form
        ? new URLSearchParams(params.body as Record<string, string>).toString()
        : params.body;
    } else if (spec.bodyEncoding === 'multipart' && params.form) {
      // The transport writes the boundary (the browser's XHR, or axios's form serialiser in Node).
      headers['Content-Type'] = 'multipart/form-data';
      data = params.form;
    }
    const progress = params.onUploadProgress;
    const downloadProgress = params.onDownloadProgress;
    options.log?.(`→ ${spec.method} ${url}`, {
      headers: maskHeaders(headers),
      query: params.query,
      body: maskBody(params.body),
    });
    let response: AxiosResponse;
    try {
      response = await http.request({
        method: spec.method,
        url,
        params: params.query,
        data,
        headers,
        signal: params.signal,
        ...(progress
          ? {
              onUploadProgress: (event: AxiosProgressEvent) =>
                progress(event.total ? event.loaded / event.total : (event.progress ?? 0)),
            }
          : {}),
        ...(downloadProgress
          ? {
              onDownloadProgress: (event: AxiosProgressEvent) =>
                downloadProgress(event.loaded, event.total || null),
            }
          : {}),
      });
    } catch (cause) {
      throw new ApiError({
        callId: spec.id,
        errorCode: CLIENT_ERROR_CODES.network,
        message: `${spec.id}: no answer (${cause instanceof Error ? cause.message : 'network'})`,
        serverMessage: null,
        httpStatus: null,
        details: [],
        cause,
      });
    }
    options.log?.(`← ${response.status} ${spec.method} ${url}`, response.data);
    return interpret(spec, response);
  };

  /*
   * The single recovery point for failed calls (spec part 1 section 4, idle time-out and
   * session): GW1033 → refresh the token and retry once; err300 → report the invalid session.
   */
  const attempt = async <C extends AnyCall>(
    spec: CallRoute<C>,
    params: CallParams<C>,
    isRetry: boolean,
  ): Promise<DataOf<C>> => {
    try {
      return await sendOnce(spec, params);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { display } = describeError(error.errorCode);
      // Only calls with the stored token are renewed (not the flows' own tokens, not oauth2).
      const stored = params.accessToken === undefined && spec.auth !== 'client';
      const refresh = isRetry || !stored ? undefined : options.onTokenExpired;
      if (display === 'refresh' && refresh && (await refresh(error, sentToken(spec, params)))) {
        return attempt(spec, params, true);
      }
      if (display === 'signOut' && stored) options.onSessionInvalid?.(error);
      throw error;
    }
  };

  return {
    http,
    call: <C extends AnyCall>(spec: CallRoute<C>, ...args: CallArgs<C>) => {
      const params = args[0] ?? ({} as CallParams<C>);
      const { beforeSend } = options;
      return beforeSend
        ? beforeSend().then(() => attempt(spec, params, false))
        : attempt(spec, params, false);
    },
  };
}
