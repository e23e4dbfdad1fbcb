/**
 * The one set-up every Pact consumer test shares: the web's real API client pointed at Pact's
 * mock server, and one interaction builder that takes a call's route facts (CALL_ROUTES) so a
 * test writes only what is its own: the provider state, the description, the request's query,
 * headers and body, and the answer.
 */
import { MatchersV3, type PactV4, type V3MockServer } from '@pact-foundation/pact';
import {
  API_AREAS,
  CALL_ROUTES,
  DEMO_USERS,
  SCENARIOS,
  type AnyCallRoute,
  type ScenarioName,
} from '@mo/contracts';
import { createApiClient, isApiError, type ApiClient } from '../../../web/src/lib/api-client';
import { withTestKey } from '../pact-passwords';
import { envelope, failure, gatewayHeaders } from '../pact-matchers';

/** The client as the portal has it, against the mock server at `url`, with `token` (if any). */
export const clientFor = (url: string, token: string | null = null): ApiClient =>
  createApiClient({
    baseUrlFor: (area) => `${url}${API_AREAS[area]}`,
    getAccessToken: () => token,
  });

/** The same client already holding the test password key (calls that seal a password). */
export const sealingClientFor = (url: string, token: string | null = null): ApiClient =>
  withTestKey(clientFor(url, token));

/** A route's full path, its `:name` segments filled from `params`. */
export const pathOf = (route: AnyCallRoute, params: Readonly<Record<string, string>> = {}) =>
  `${API_AREAS[route.area]}${route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.id}: no value for :${name}`);
    return value;
  })}`;

type Unconfigured = ReturnType<PactV4['addInteraction']>;
type RequestFunc = NonNullable<Parameters<Unconfigured['withRequest']>[2]>;
type ResponseFunc = NonNullable<
  Parameters<ReturnType<Unconfigured['withRequest']>['willRespondWith']>[1]
>;
type Params = Parameters<Unconfigured['given']>[1];

export interface CallInteraction {
  /** The provider state (a scenario name) and its params; none for a call any state answers. */
  readonly given?: ScenarioName;
  readonly params?: Params;
  readonly uponReceiving: string;
  /** The call: its method and path come from its route facts. */
  readonly call: AnyCallRoute;
  readonly pathParams?: Readonly<Record<string, string>>;
  /** The request's query, headers and body. */
  readonly request?: RequestFunc;
}

/** One interaction up to its request: `.willRespondWith(...)` and `.executeTest(...)` follow. */
export const interaction = (pact: PactV4, spec: CallInteraction) => {
  const added = pact.addInteraction();
  return (spec.given === undefined ? added : added.given(spec.given, spec.params))
    .uponReceiving(spec.uponReceiving)
    .withRequest(spec.call.method, pathOf(spec.call, spec.pathParams), spec.request);
};

/** A success answer: the envelope around `data`. */
export const ok =
  (data: unknown): ResponseFunc =>
  (b) => {
    b.jsonBody(envelope(data));
  };

/** A failure answer: the failure envelope with `errorCode`. */
export const failed =
  (errorCode: string, message?: unknown): ResponseFunc =>
  (b) => {
    b.jsonBody(message === undefined ? failure(errorCode) : failure(errorCode, message));
  };

/** The bearer header of a call made with `token` (the provider swaps in its state's token). */
export const bearerOf = (token: string) => ({
  Authorization: MatchersV3.regex('^Bearer .+$', `Bearer ${token}`),
});

/** A signed-in call's headers: the gateway's, the bearer, and Content-Type when it has a body. */
export const signedInHeaders = (token: string, json: boolean) => ({
  ...gatewayHeaders(),
  ...bearerOf(token),
  ...(json ? { 'Content-Type': 'application/json' } : {}),
});

/** One interaction as data: only what differs per interaction. */
export interface PactCase {
  /** The provider state and its params; none for a call any state answers. */
  readonly given?: ScenarioName;
  readonly params?: Params;
  readonly uponReceiving: string;
  readonly call: AnyCallRoute;
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  /** The answer's HTTP status; 200 unless said. */
  readonly status?: number;
  readonly answer: ResponseFunc;
  /** Drives the web's client against Pact's server and checks what it read. */
  readonly test: (server: V3MockServer) => Promise<unknown>;
}

/**
 * A getSysParam case any state answers: the category asked (gateway headers only) and a list of
 * that category whose details are like `detail`.
 */
export const sysParamCase = (
  category: string,
  c: Pick<PactCase, 'uponReceiving' | 'test'> & { readonly detail: Record<string, unknown> },
): PactCase => ({
  given: SCENARIOS.seeded,
  uponReceiving: c.uponReceiving,
  call: CALL_ROUTES.getSysParam,
  query: { category },
  headers: gatewayHeaders(),
  answer: ok({
    systemParameterList: MatchersV3.eachLike({
      category,
      commonCategoryDetail: MatchersV3.eachLike(c.detail),
    }),
  }),
  test: c.test,
});

/** Adds and runs one case: the request's query, headers, then JSON body, and one answer. */
export const runCase = (pact: PactV4, c: PactCase): Promise<unknown> =>
  interaction(pact, {
    given: c.given,
    params: c.params,
    uponReceiving: c.uponReceiving,
    call: c.call,
    pathParams: c.pathParams,
    request: (b) => {
      if (c.query) b.query(c.query);
      if (c.headers) b.headers(c.headers as Parameters<typeof b.headers>[0]);
      if (c.body !== undefined) b.jsonBody(c.body);
    },
  })
    .willRespondWith(c.status ?? 200, c.answer)
    .executeTest(c.test);

/** A case of a signed-in user: state, params and headers are the signed-in ones. */
export type SignedInCase = Omit<PactCase, 'given' | 'params' | 'headers'> & {
  /** Who is signed in (the state's userName); HR unless said. */
  readonly as?: string;
};

/**
 * The common case of the consumer files: state "signed in" for a user, the call sent with the
 * gateway headers and `token`'s bearer (and Content-Type when it has a JSON body).
 */
export const signedInCall =
  (pact: PactV4, token: string) =>
  ({ as, ...c }: SignedInCase): Promise<unknown> =>
    runCase(pact, {
      ...c,
      given: SCENARIOS.signedIn,
      params: { userName: as ?? DEMO_USERS.hr.email },
      headers: signedInHeaders(token, c.body !== undefined),
    });

/** The error code a call failed with (an API error or an RTK Query error), or 'no failure'. */
export const failedWith = async (p: Promise<unknown>) => {
  const error = await p.catch((e: unknown) => e);
  return error && typeof error === 'object' && 'errorCode' in error
    ? (error as { errorCode: string }).errorCode
    : isApiError(error)
      ? error.errorCode
      : 'no failure';
};

/**
 * A refused call, the part every failure case shares: the failure envelope with `code` at
 * `status`, and the web's call (`send`) must fail with that code. Spread into a case.
 */
export const refused = (
  status: number,
  code: string,
  send: (server: V3MockServer) => Promise<unknown>,
) => ({
  status,
  answer: failed(code),
  test: async (server: V3MockServer) => {
    expect(await failedWith(send(server))).toBe(code);
  },
});
