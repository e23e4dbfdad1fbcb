import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * Query strings and path parameters arrive as text, so before their schema is checked they get
 * the schema's defaults and TypeBox's conversions: `Value.Convert(schema, Value.Default(schema,
 * Value.Clone(data)))`. Those generic walks re-read the schema on every request (a new RegExp per
 * property, a Clone and a Check per union branch) and were a large share of a small list call.
 *
 * `compileCoercion` reads the schema once and returns a function with the same result: for the
 * flat schemas the contracts give queries (strings, integers, numbers, booleans, literals, unions
 * of them, optional, with plain defaults) each property gets its own small converter that follows
 * TypeBox's rules (value/convert, value/default); any other schema, and any value that is not
 * plain text or a number (a repeated query key arrives as an array), takes the generic walk.
 * mock-server/test/query-coercion.test.ts holds both to the same answers.
 */
export type Coercion = (data: unknown) => unknown;

/** The generic walk, as the validator ran it before (and still runs it off the fast path). */
export const genericCoercion =
  (schema: TSchema): Coercion =>
  (data) =>
    Value.Convert(schema, Value.Default(schema, Value.Clone(data ?? {})));

type Schema = Record<string, unknown> & { '~kind'?: string };
/** A property's conversion of a present value. */
type Convert = (value: unknown) => unknown;

const kindOf = (schema: Schema): string | undefined => schema['~kind'];
const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/**
 * TypeBox's TryNumber of a text: `+text` when finite, 'true'/'false' as 1/0. Anything else
 * (TypeBox would still try a BigInt reading) is left to the generic walk: undefined here.
 */
const numberOfText = (text: string): number | undefined => {
  const coerced = +text;
  if (Number.isFinite(coerced)) return coerced;
  const lower = text.toLowerCase();
  if (lower === 'false') return 0;
  if (lower === 'true') return 1;
  return undefined;
};

/** TypeBox's TryBoolean of a text; undefined when it fails (the value is then kept). */
const booleanOfText = (text: string): boolean | undefined => {
  const lower = text.toLowerCase();
  if (lower === 'false' || text === '0') return false;
  if (lower === 'true' || text === '1') return true;
  return undefined;
};

/** A property's converter, or null when this schema is not one the fast path knows. */
const converterOf = (schema: Schema): Convert | null => {
  // Convert of a value that is not text goes the generic way (numbers, arrays, objects).
  const generic: Convert = (value) => Value.Convert(schema as TSchema, Value.Clone(value));
  switch (kindOf(schema)) {
    case 'String':
      return (value) => (typeof value === 'string' ? value : generic(value));
    case 'Integer':
    case 'Number': {
      const integer = kindOf(schema) === 'Integer';
      return (value) => {
        const n =
          typeof value === 'string'
            ? numberOfText(value)
            : Number.isFinite(value)
              ? (value as number)
              : undefined;
        if (n === undefined) return generic(value);
        return integer ? Math.trunc(n) : n;
      };
    }
    case 'Boolean':
      return (value) => {
        if (typeof value !== 'string') return generic(value);
        return booleanOfText(value) ?? value;
      };
    case 'Literal': {
      const literal = schema.const;
      if (typeof literal === 'string') {
        return (value) => (typeof value === 'string' ? value : generic(value));
      }
      if (typeof literal === 'number') {
        return (value) => {
          if (value === literal) return value;
          if (typeof value !== 'string') return generic(value);
          const n = numberOfText(value);
          if (n === undefined) return generic(value);
          return n === literal ? n : value;
        };
      }
      if (typeof literal === 'boolean') {
        return (value) => {
          if (value === literal) return value;
          if (typeof value !== 'string') return generic(value);
          return booleanOfText(value) === literal ? literal : value;
        };
      }
      return null;
    }
    case 'Union': {
      const branches = schema.anyOf as Schema[] | undefined;
      if (!Array.isArray(branches) || branches.length === 0) return null;
      const converters = branches.map(converterOf);
      if (converters.some((c) => c === null)) return null;
      let checks: ((value: unknown) => boolean)[] | undefined;
      const checksOf = () =>
        (checks ??= branches.map((b) => {
          const compiled = Compile(b as TSchema);
          return (value: unknown) => compiled.Check(value);
        }));
      // FromUnion: a value one branch accepts stays; else the first branch's conversion that
      // any branch accepts; else the value as it was.
      return (value) => {
        const check = checksOf();
        if (check.some((c) => c(value))) return value;
        for (const convert of converters) {
          const candidate = convert!(value);
          if (check.some((c) => c(candidate))) return candidate;
        }
        return value;
      };
    }
    default:
      return null;
  }
};

/** A plain default (text, number, boolean) that Default would copy in; else not plain. */
const plainDefault = (schema: Schema): { value: unknown } | null | 'none' => {
  if (!has(schema, 'default')) return 'none';
  const value = schema.default;
  return ['string', 'number', 'boolean'].includes(typeof value) ? { value } : null;
};

/** Default only touches a union through its branches' defaults: none allowed on the fast path. */
const branchesHaveDefaults = (schema: Schema): boolean =>
  Array.isArray(schema.anyOf) &&
  (schema.anyOf as Schema[]).some((b) => has(b, 'default') || branchesHaveDefaults(b));

const SIMPLE_KEY = /^[A-Za-z_$][\w$]*$/;

interface Plan {
  key: string;
  fallback: { value: unknown } | undefined;
  convert: Convert;
}

const planOf = (schema: TSchema): Plan[] | null => {
  const object = schema as Schema;
  if (kindOf(object) !== 'Object' || has(object, 'default')) return null;
  if (has(object, 'patternProperties')) return null;
  const extra = object.additionalProperties;
  if (extra !== undefined && typeof extra !== 'boolean') return null;
  const properties = object.properties as Record<string, Schema> | undefined;
  if (!properties || typeof properties !== 'object') return null;
  const plan: Plan[] = [];
  for (const key of Object.keys(properties)) {
    // TypeBox matches a property name as the pattern ^name$: plain names only.
    if (!SIMPLE_KEY.test(key)) return null;
    const property = properties[key]!;
    const convert = converterOf(property);
    const fallback = plainDefault(property);
    if (!convert || fallback === null || branchesHaveDefaults(property)) return null;
    plan.push({
      key,
      // Default puts a copy of it in, then Convert converts it: the same every time.
      fallback: fallback === 'none' ? undefined : { value: convert(fallback.value) },
      convert,
    });
  }
  return plan;
};

const isPlain = (value: unknown) => {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean';
};

/**
 * The defaults and conversions of a query or path schema, compiled once: the same answer as
 * `genericCoercion(schema)`, never mutating `data`.
 */
export const compileCoercion = (schema: TSchema): Coercion => {
  const generic = genericCoercion(schema);
  const plan = planOf(schema);
  if (!plan) return generic;
  return (data) => {
    const input = data ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) return generic(data);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      const value = (input as Record<string, unknown>)[key];
      // arrays (a repeated key), objects, undefined, and the one key an object literal cannot
      // hold as data: the generic walk
      if (!isPlain(value) || key === '__proto__') return generic(data);
      out[key] = value;
    }
    for (const { key, fallback, convert } of plan) {
      const value = out[key];
      // absent (every present value is plain): its default, converted once; or nothing to do
      if (value !== undefined) out[key] = convert(value);
      else if (fallback !== undefined) out[key] = fallback.value;
    }
    return out;
  };
};

/** Whether `compileCoercion` reads this schema itself (tests: the fast path is really taken). */
export const hasFastCoercion = (schema: TSchema): boolean => planOf(schema) !== null;
