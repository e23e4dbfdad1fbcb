import type { Static, TSchema } from 'typebox';
import { Envelope, type EnvelopeOf } from '../envelope';
import type { CallRouteFacts } from '../routes/define';

// The success rules run in the browser too: success-rule.ts has them without schemas.
export { isSuccessful, type SuccessRule } from '../success-rule';

export type { CallAuth, HttpMethod } from '../routes/define';

/** What a call adds to its route facts (routes/*): its TypeBox schemas and a summary. */
export interface CallSchemas<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  D extends TSchema = TSchema,
> {
  summary: string;
  querystring?: Q;
  body?: B;
  /** Schema of `data` in the success envelope. */
  data: D;
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

/** A whole call: its route facts (less `dataRequired`, which its data schema states) and schemas. */
export type CallSpec<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  D extends TSchema = TSchema,
> = Omit<CallRouteFacts, 'dataRequired'> & CallSchemas<Q, B, D>;

/** Whether a data schema requires a field (what the route's `dataRequired` must say). */
const requiresData = (data: TSchema) => {
  const required = (data as { required?: unknown }).required;
  return Array.isArray(required) && required.length > 0;
};

/**
 * A call: its route facts (routes/<file>.ts, the one place they are written) with its schemas.
 * A route whose `dataRequired` disagrees with the data schema is refused when the module loads.
 */
export const defineCall = <
  Q extends TSchema | undefined,
  B extends TSchema | undefined,
  D extends TSchema,
>(
  route: CallRouteFacts,
  schemas: CallSchemas<Q, B, D>,
) => {
  const { dataRequired, ...facts } = route;
  if (dataRequired !== requiresData(schemas.data)) {
    throw new Error(`${route.id}: its route's dataRequired (${dataRequired}) is not its schema's`);
  }
  const spec: CallSpec<Q, B, D> = { ...facts, ...schemas };
  return { ...spec, response: Envelope(schemas.data) };
};

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

/** A call of a queryCalls table: its summary and the schema of its data. */
export interface QueryCallSchemas<D extends TSchema> {
  summary: string;
  data: D;
}

/**
 * Calls that each take the same query and no body, by call id: their routes (routes/<file>.ts),
 * the query and, for each, its summary and data schema. The same calls as defineCall builds.
 */
export const queryCalls = <Q extends TSchema, T extends Record<string, QueryCallSchemas<TSchema>>>(
  routes: { readonly [K in keyof NoInfer<T>]: CallRouteFacts },
  querystring: Q,
  table: T,
) =>
  Object.fromEntries(
    Object.entries(table).map(([id, { summary, data }]) => [
      id,
      defineCall(routes[id]!, { summary, querystring, data }),
    ]),
  ) as { [K in keyof T]: ReturnType<typeof defineCall<Q, TSchema | undefined, T[K]['data']>> };
