import Type, { type TLiteral, type TSchema, type TUnion } from 'typebox';

type Literals<T extends readonly (string | number)[]> = {
  -readonly [K in keyof T]: TLiteral<T[K]>;
} extends infer R extends TSchema[]
  ? R
  : never;

/**
 * A union of string (or number) literals whose static type is the union of the values. Mapping an
 * array straight into Type.Union types as never, because the mapped array is not a tuple.
 */
export const literalUnion = <const T extends readonly (string | number)[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<Literals<T>>;
