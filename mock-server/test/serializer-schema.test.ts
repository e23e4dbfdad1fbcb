import { CALLS, ErrorEnvelope } from '@mo/contracts';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { serializerSchema } from '../src/lib/serializer-schema';

/*
 * The serialiser compiled from the rewritten schema must write exactly what the one compiled from
 * the contract's schema writes, for values the contract accepts: random values of every response
 * schema, every union branch taken somewhere (a seeded generator: a failure repeats).
 */

const generator = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

type Schema = Record<string, unknown>;
const TEXTS = ['', 'a', 'Ünïcode "quoted" \\ back\nslash', '2026-11-24', '0000102885701'];

/** A random value of the schema (not always valid: patterns, bounds; the test keeps valid ones). */
const sample = (schema: Schema, random: () => number, depth = 0): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Schema[];
    return sample(branches[Math.floor(random() * branches.length)]!, random, depth + 1);
  }
  switch (schema.type) {
    case 'string':
      if (typeof schema.pattern === 'string') {
        return new RegExp(schema.pattern).test('2026-11-24') ? '2026-11-24' : 'x';
      }
      return TEXTS[Math.floor(random() * TEXTS.length)]!.padEnd(Number(schema.minLength ?? 0), 'x');
    case 'integer':
      return Math.floor(random() * 1000) - 10;
    case 'number':
      return Math.round(random() * 100000) / 100;
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const length = depth > 6 ? 0 : Math.floor(random() * 4) + Number(schema.minItems ?? 0);
      return Array.from({ length }, () => sample(schema.items as Schema, random, depth + 1));
    }
    case 'object': {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(
        (schema.properties ?? {}) as Record<string, Schema>,
      )) {
        if (required.has(key) || random() < 0.6) out[key] = sample(property, random, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
};

/** Fastify's serialiser compiler, as the mock uses it (lib/lazy-serializer.ts). */
const build = (schema: unknown) =>
  SerializerSelector()(undefined, undefined)({
    schema,
    method: 'GET',
    url: '/',
    httpStatus: '200',
  } as never) as (value: unknown) => string;

const schemas: [string, TSchema][] = [
  ...Object.values(CALLS).map((call): [string, TSchema] => [call.id, call.response as TSchema]),
  ['error envelope', ErrorEnvelope as TSchema],
];

describe('response schemas rewritten for the serialiser', () => {
  it.each(schemas)('%s: the same JSON as the contract schema’s serialiser', (_id, schema) => {
    const original = build(schema);
    const rewritten = build(serializerSchema(schema));
    const random = generator(7);
    let valid = 0;
    for (let n = 0; n < 150; n += 1) {
      const value = sample(schema as Schema, random);
      if (!Value.Check(schema, value)) continue;
      valid += 1;
      expect(rewritten(value)).toBe(original(value));
    }
    expect(valid).toBeGreaterThan(10);
  });

  it('turns nullable fields and literal unions into plain types (no Ajv per value)', () => {
    const rewritten = JSON.stringify(serializerSchema(CALLS.memberList.response));
    expect(rewritten).not.toContain('anyOf');
    expect(serializerSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({
      type: 'string',
      nullable: true,
    });
    expect(
      serializerSchema({
        anyOf: [
          { type: 'string', const: 'success' },
          { type: 'string', const: 'failed' },
          { type: 'boolean' },
        ],
      }),
    ).toEqual({ type: ['string', 'boolean'] });
  });

  it('leaves other unions as they are', () => {
    const union = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
    expect(serializerSchema(union)).toEqual(union);
  });
});
