import { CALLS } from '@mo/contracts';
import Type, { type TSchema } from 'typebox';
import { compileCoercion, genericCoercion, hasFastCoercion } from '../src/lib/query-coercion';

/*
 * The compiled query coercion must answer exactly as TypeBox's generic Default + Convert walk it
 * replaces, for every query schema of the contracts and for a schema with every kind it knows,
 * over texts that convert, texts that do not, and values that are not text at all.
 */

const TEXTS = [
  '',
  ' ',
  '0',
  '1',
  '01',
  '-3',
  '+4',
  ' 7 ',
  '1.5',
  '1e1',
  '0x10',
  '10',
  '20',
  '100',
  'abc',
  'true',
  'TRUE',
  'false',
  'False',
  '123n',
  '1e400',
  'Infinity',
  'NaN',
  'a',
  'x',
  'CO000001',
  'forgot-password',
  'multi-factor-auth',
];
const OTHER_VALUES: unknown[] = [['1', '2'], 5, 1.5, true, null, { nested: '1' }];

/** A seeded generator, so a failure repeats (no wall clock, no Math.random). */
const generator = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const constantsOf = (schema: unknown): string[] => {
  const s = schema as { const?: unknown; anyOf?: unknown[] };
  return [
    ...(s.const === undefined ? [] : [String(s.const)]),
    ...(s.anyOf ?? []).flatMap(constantsOf),
  ];
};

/** Inputs for a schema: each property alone through every value, then random mixes. */
const inputsFor = (schema: TSchema): unknown[] => {
  const properties = Object.entries(
    (schema as { properties?: Record<string, unknown> }).properties ?? {},
  );
  const valuesOf = (p: unknown) => [...TEXTS, ...constantsOf(p), ...OTHER_VALUES];
  const inputs: unknown[] = [undefined, null, {}, 'text', ['a'], { unknown: '1' }];
  for (const [key, property] of properties) {
    for (const value of valuesOf(property)) inputs.push({ [key]: value });
  }
  const random = generator(properties.length + 17);
  for (let n = 0; n < 300; n += 1) {
    const input: Record<string, unknown> = {};
    for (const [key, property] of properties) {
      if (random() < 0.3) continue;
      const values = valuesOf(property);
      input[key] = values[Math.floor(random() * values.length)];
    }
    if (random() < 0.1) input.extra = 'x';
    inputs.push(input);
  }
  return inputs;
};

/** Every kind the fast path knows, with defaults, optional and required properties. */
const EVERY_KIND = Type.Object(
  {
    s: Type.String({ minLength: 1 }),
    i: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    n: Type.Optional(Type.Number()),
    b: Type.Optional(Type.Boolean()),
    bd: Type.Optional(Type.Boolean({ default: false })),
    ln: Type.Optional(Type.Literal(10)),
    ls: Type.Literal('x'),
    lb: Type.Optional(Type.Literal(true)),
    u: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(100)])),
    mixed: Type.Optional(Type.Union([Type.Literal('a'), Type.Integer(), Type.Boolean()])),
    ds: Type.Optional(Type.String({ default: 'dflt' })),
    di: Type.Integer({ default: 3 }),
  },
  { additionalProperties: false },
);

/** One the fast path leaves to the generic walk (a nested object). */
const NESTED = Type.Object({ page: Type.Integer(), inner: Type.Object({ n: Type.Integer() }) });

const POLICY_LIST = CALLS.policyList.querystring as TSchema;

const contractQueries = Object.values(CALLS).flatMap((call) =>
  'querystring' in call && call.querystring
    ? [[call.id, call.querystring as TSchema] as const]
    : [],
);

describe('compiled query coercion', () => {
  it.each([
    ...contractQueries,
    ['every kind', EVERY_KIND] as const,
    ['nested (generic)', NESTED] as const,
  ])('%s: the same values as the generic Default + Convert walk', (_name, schema) => {
    const fast = compileCoercion(schema);
    const generic = genericCoercion(schema);
    for (const input of inputsFor(schema)) {
      const before = JSON.stringify(input);
      const got = fast(input);
      expect({ input, got }).toEqual({ input, got: generic(input) });
      // never mutates what it was given
      expect(JSON.stringify(input)).toBe(before);
    }
  });

  it('takes the fast path for the contracts’ list and detail queries and every kind it knows', () => {
    expect(hasFastCoercion(POLICY_LIST)).toBe(true);
    expect(hasFastCoercion(CALLS.memberDetails.querystring as TSchema)).toBe(true);
    expect(hasFastCoercion(EVERY_KIND)).toBe(true);
    expect(hasFastCoercion(NESTED)).toBe(false);
  });

  it('converts the policy list’s texts: page to an integer, a listed page size to its number', () => {
    const coerce = compileCoercion(POLICY_LIST);
    expect(coerce({ companyId: 'CO1', currentPage: '2', pageSize: '20' })).toEqual({
      companyId: 'CO1',
      currentPage: 2,
      pageSize: 20,
    });
    // an unlisted size stays text (the check then refuses it); the page gets its default
    expect(coerce({ companyId: 'CO1', pageSize: '15' })).toEqual({
      companyId: 'CO1',
      currentPage: 1,
      pageSize: '15',
    });
  });
});
