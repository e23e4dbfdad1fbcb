import type { Static, TSchema } from 'typebox';
import type { ApiArea } from '../areas';
import { Envelope, type EnvelopeOf } from '../envelope';
import type { SuccessRule } from '../success-rule';

// The success rules run in the browser too: success-rule.ts has them without schemas.
export { isSuccessful, type SuccessRule } from '../success-rule';

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

export interface CallSpec<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  D extends TSchema = TSchema,
> {
  /** Stable id, used by Pact interaction names, OpenAPI operation ids and logs. */
  id: string;
  summary: string;
  area: ApiArea;
  method: HttpMethod;
  /** Path inside the area, Fastify style (`/users/:userId`). */
  path: string;
  auth: CallAuth;
  querystring?: Q;
  /**
   * `json` unless stated; `form` for oauth2 form-encoded calls; `multipart` for a file upload
   * (multipart/form-data: no `body` schema, the route reads the parts itself).
   */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  body?: B;
  /** Schema of `data` in the success envelope. */
  data: D;
  success: SuccessRule;
  /**
   * Payloads some failures carry in `data` (by error code): err100 answers the first-time token
   * the password may be created with.
   */
  errorData?: Readonly<Record<string, TSchema>>;
  /**
   * Body fields that carry a password, which travels encrypted (part 1 section 7,
   * password-seal.ts): `body` takes the sealed form; this names the schema the decrypted text
   * must meet.
   */
  sealedFields?: Readonly<Record<string, TSchema>>;
}

export const defineCall = <
  Q extends TSchema | undefined,
  B extends TSchema | undefined,
  D extends TSchema,
>(
  spec: CallSpec<Q, B, D>,
) => ({ ...spec, response: Envelope(spec.data) });

export type AnyCall = ReturnType<
  typeof defineCall<TSchema | undefined, TSchema | undefined, TSchema>
>;

/**
 * Static type of an optional part (query or body) of a call: undefined when the call declares
 * none. A call that omits the part infers the bare `TSchema | undefined`, which `Declared` detects.
 */
type Declared<S> = TSchema extends NonNullable<S> ? false : true;
type PartOf<S> = Declared<S> extends true ? Static<NonNullable<S>> : undefined;

export type QueryOf<C extends AnyCall> = PartOf<C['querystring']>;
export type BodyOf<C extends AnyCall> = PartOf<C['body']>;
export type DataOf<C extends AnyCall> = Static<C['data']>;
export type ResponseOf<C extends AnyCall> = EnvelopeOf<DataOf<C>>;
