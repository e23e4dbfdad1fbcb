import type { ApiArea } from '../areas';
import type { SuccessRule } from '../success-rule';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call. `public` needs no token; `client` needs the portal's client credentials
 * as Basic authorization (oauth2 calls); `by-mode` needs the token the call's `mode` asks for
 * (none for forgot-password, after-login for multi-factor-auth); the others name the token scope
 * the gateway requires (part 1 section 6, authorisation scopes). `first-time-or-two-factor` is
 * what a password may be set with: the first-time token of err100 or the forgot-password
 * two-factor token.
 */
export type CallAuth =
  'public' | 'client' | 'by-mode' | 'after-login' | 'first-time-or-two-factor' | 'full' | 'session';

/** Where a call goes and how it succeeds: the facts the browser needs, without any schema. */
export interface RouteFacts {
  readonly area: ApiArea;
  readonly method: HttpMethod;
  /** Path inside the area, Fastify style (`/users/:userId`). */
  readonly path: string;
  readonly auth: CallAuth;
  readonly success: SuccessRule;
  /**
   * `json` unless stated; `form` for oauth2 form-encoded calls; `multipart` for a file upload
   * (multipart/form-data: no `body` schema, the route reads the parts itself).
   */
  readonly bodyEncoding?: 'json' | 'form' | 'multipart';
  /**
   * Whether the call's data schema requires a field: a success without `data` is then a fault.
   * Stated here because the browser has no schema; defineCall refuses a schema that disagrees.
   */
  readonly dataRequired: boolean;
}

/** A call's route facts with its stable id (Pact interaction names, OpenAPI operation ids, logs). */
export interface CallRouteFacts<Id extends string = string> extends RouteFacts {
  readonly id: Id;
}

/**
 * The route facts of a file's calls, keyed by call id: each entry gets its key as its `id`, so
 * the id is written once. calls/<file>.ts builds each call on its entry (defineCall).
 */
export const routes = <const T extends Readonly<Record<string, RouteFacts>>>(facts: T) =>
  Object.fromEntries(Object.entries(facts).map(([id, route]) => [id, { id, ...route }])) as {
    readonly [K in keyof T & string]: T[K] & { readonly id: K };
  };
