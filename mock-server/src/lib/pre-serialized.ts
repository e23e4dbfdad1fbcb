import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { serializerSchema } from './serializer-schema';

/** The fields of D that hold a list. */
export type ListField<D> = {
  [K in keyof D & string]: D[K] extends readonly unknown[] ? K : never;
}[keyof D & string];

/**
 * A handler's answer whose list is written from rows' cached JSON: the success envelope of `data`
 * with the list field `field` holding `rows`. Each row must be an object that never changes once
 * answered (a cached row such as views/claims.ts claimRowOf's): its JSON text is made once, when
 * it is first answered, and reused by every later answer that lists it. The answer is the same,
 * byte for byte, as the envelope of the whole data serialised by the route's serialiser.
 */
export class PreSerializedList<D, K extends ListField<D> = ListField<D>> {
  constructor(
    readonly data: Omit<D, K>,
    readonly field: K,
    readonly rows: D[K],
  ) {}
}

/** A row (or the envelope around the rows) the contract refuses. */
export class ListBreaksContract extends Error {
  constructor(readonly problems: unknown[]) {
    super('pre-serialised list breaks its contract');
  }
}

type Schema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

const MARK = '\u0000pre-serialized-list\u0000';
/** How the marker reads in the envelope's JSON (a control character: never in real data). */
const MARK_JSON = JSON.stringify(MARK);
/** Keywords of the list's schema that say nothing about the list's length or uniqueness. */
const LIST_KEYWORDS = new Set(['type', 'items', 'description', 'title', '~kind', '~optional']);

const compileSerializer = (schema: unknown): Serializer =>
  // the same compiler and rewritten schema as the routes' own serialisers (lazy-serializer.ts)
  SerializerSelector()(undefined, undefined)({
    schema: serializerSchema(schema),
    method: '',
    url: '',
    httpStatus: '200',
  } as never) as Serializer;

/** The same text as one flat string (JSON.parse of a JSON string builds a new sequential one). */
const flat = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface ListWriter {
  /** The answer's JSON: the envelope's with the list written from the rows' texts. */
  write(envelope: object, rows: readonly object[], validate: boolean): string;
}

/**
 * The writer of one list field of a response (the envelope schema of a call): the envelope is
 * serialised per answer with the list replaced by a marker, and the marker by the rows' texts.
 */
const listWriter = (response: TSchema, field: string): ListWriter => {
  const dataSchema = (response as Schema).properties as Schema | undefined;
  const listSchema = ((dataSchema?.data as Schema | undefined)?.properties as Schema | undefined)?.[
    field
  ];
  if (
    !isObject(listSchema) ||
    listSchema.type !== 'array' ||
    !isObject(listSchema.items) ||
    !Object.keys(listSchema).every((k) => LIST_KEYWORDS.has(k))
  ) {
    // a list with bounds (minItems, ...) would not be checked by checking its rows one by one
    throw new Error(`data.${field} is not a plain list of objects: it cannot be pre-serialised`);
  }
  const rowSchema = listSchema.items as TSchema;
  const checkRow = Compile(rowSchema);
  const writeRow = compileSerializer(rowSchema);
  // the envelope's serialiser with the list a string, the marker's place
  const marked = serializerSchema(response) as Schema;
  const markedData = (marked.properties as Schema).data as Schema;
  markedData.properties = { ...(markedData.properties as Schema), [field]: { type: 'string' } };
  const writeEnvelope = compileSerializer(marked);
  // Made once per row: rows never change (PreSerializedList).
  const texts = new WeakMap<object, string>();
  const textOf = (row: object, validate: boolean): string => {
    let text = texts.get(row);
    if (text === undefined) {
      if (validate && !checkRow.Check(row)) {
        throw new ListBreaksContract([...checkRow.Errors(row)].slice(0, 5));
      }
      // Flat: the serialiser's text is a rope of many small pieces, which every answer listing
      // the row would walk again when it writes (or measures) its joined text.
      text = flat(writeRow(row));
      texts.set(row, text);
    }
    return text;
  };
  return {
    write(envelope, rows, validate) {
      const json = writeEnvelope(envelope);
      const at = json.indexOf(MARK_JSON);
      const list = rows.map((row) => textOf(row, validate)).join(',');
      return `${json.slice(0, at)}[${list}]${json.slice(at + MARK_JSON.length)}`;
    },
  };
};

/**
 * The answers of one call made from PreSerializedList: the envelope around `data` without its list
 * is validated per answer (when `validate`), each row once, when its text is made (a row the
 * contract refuses is never cached: every answer listing it fails). ListBreaksContract says which.
 * Writers are made on a field's first answer.
 */
export const preSerializedAnswers = (
  response: TSchema,
  checkEnvelope: () => ReturnType<typeof Compile>,
) => {
  const writers = new Map<string, ListWriter>();
  return <D>(
    envelopeOf: (data: unknown) => { data?: unknown },
    answer: PreSerializedList<D>,
    validate: boolean,
  ): string => {
    let writer = writers.get(answer.field);
    if (!writer) {
      writer = listWriter(response, answer.field);
      writers.set(answer.field, writer);
    }
    const envelope = envelopeOf({ ...answer.data, [answer.field]: [] });
    if (validate && !checkEnvelope().Check(envelope)) {
      throw new ListBreaksContract([...checkEnvelope().Errors(envelope)].slice(0, 5));
    }
    (envelope.data as Record<string, unknown>)[answer.field] = MARK;
    return writer.write(envelope, answer.rows as readonly object[], validate);
  };
};
