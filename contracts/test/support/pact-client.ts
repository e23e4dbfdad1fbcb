/**
 * The one set-up every Pact consumer test shares: the web's real API client pointed at Pact's
 * mock server, and one interaction builder that takes a call's route facts (CALL_ROUTES) so a
 * test writes only what is its own: the provider state, the description, the request's query,
 * headers and body, and the answer.
 */
import type { PactV4 } from '@pact-foundation/pact';
import { API_AREAS, type AnyCallRoute, type ScenarioName } from '@mo/contracts';
import { createApiClient, type ApiClient } from '../../../web/src/lib/api-client';
import { withTestKey } from '../pact-passwords';
import { envelope, failure } from '../pact-matchers';

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
