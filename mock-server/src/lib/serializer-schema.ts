/**
 * The response schemas as handed to Fastify's serialiser (fast-json-stringify). The contracts
 * write a nullable field as `anyOf: [X, null]` and a literal union as `anyOf` of consts; for each
 * `anyOf` the serialiser runs an Ajv validation per value to choose the branch, which made it
 * slower than JSON.stringify on the list answers (every envelope has several, every member row
 * more). A serialiser needs only the shape, so those unions are rewritten to what it writes
 * directly: `{ type: 'string', nullable: true }`, `{ type: ['string', 'boolean'] }`, or the object
 * or array branch with `nullable: true`. Anything else stays as it is.
 *
 * For a value the schema accepts, the output is the same byte for byte
 * (mock-server/test/serializer-schema.test.ts); answers are checked against the contract before
 * they are serialised unless MOCK_VALIDATE_RESPONSES is off.
 */
type Schema = Record<string, unknown>;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords a scalar branch may carry that only validation reads. */
const VALIDATION_ONLY = new Set([
  'type',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'format',
  'enum',
  'description',
  'title',
  'examples',
  '~kind',
  '~optional',
]);

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branches of nested unions, flattened (a union of a literal union and null). */
const branchesOf = (schema: Schema): Schema[] =>
  (schema.anyOf as unknown[]).flatMap((b) =>
    isObject(b) &&
    Array.isArray(b.anyOf) &&
    Object.keys(b).every((k) => k === 'anyOf' || k.startsWith('~'))
      ? branchesOf(b)
      : [b as Schema],
  );

const scalarType = (branch: Schema): string | null => {
  const type = branch.type;
  if (typeof type !== 'string' || !SCALARS.has(type)) return null;
  // a format (date-time, ...) may change how a string is written: not rewritten
  if (branch.format !== undefined) return null;
  return Object.keys(branch).every((k) => VALIDATION_ONLY.has(k)) ? type : null;
};

/** The union rewritten, or null when it is not one of the simple kinds. */
const simpleUnion = (schema: Schema): Schema | null => {
  const branches = branchesOf(schema);
  if (branches.length === 0) return null;
  const { anyOf: _anyOf, ...rest } = schema;
  const types = branches.map(scalarType);
  if (types.every((t): t is string => t !== null)) {
    const distinct = [...new Set(types)];
    const others = distinct.filter((t) => t !== 'null');
    if (others.length === 0) return { ...rest, type: 'null' };
    if (others.length === 1) {
      return distinct.includes('null')
        ? { ...rest, type: others[0], nullable: true }
        : { ...rest, type: others[0] };
    }
    return { ...rest, type: distinct };
  }
  // X or null, X an object or an array (or anything else): X, nullable
  if (branches.length === 2) {
    const nullAt = branches.findIndex((b) => scalarType(b) === 'null');
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && other && !Array.isArray(other.anyOf) && other.nullable === undefined) {
      return { ...rest, ...(serializerSchema(other) as Schema), nullable: true };
    }
  }
  return null;
};

/** A copy of the schema with its simple unions rewritten for the serialiser. */
export const serializerSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (!isObject(schema)) return schema;
  if (Array.isArray(schema.anyOf)) {
    const simple = simpleUnion(schema);
    if (simple) return simple;
  }
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serializerSchema(v)]))
        : key === 'const' || key === 'enum' || key === 'examples' || key === 'default'
          ? value
          : serializerSchema(value);
  }
  return copy;
};
