import Type, {
  type Static,
  type TArray,
  type TObject,
  type TProperties,
  type TSchema,
} from 'typebox';
import { Pagination } from './domain';
import { literalUnion } from './literal-union';

/*
 * The shapes every filtered, paged listing shares (members, claims, excess claims, invoices): its
 * filterBy, the applicable filters it answers and the page around its rows, so each is written once.
 */

/** One option of an applicable filter: the value sent back in filterBy, its label and its rows. */
export const FilterOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type FilterOption = Static<typeof FilterOption>;

/** A field of a filterBy: the checked values (at most maxItems); absent or empty does not filter. */
export const checked = <T extends TSchema>(value: T, maxItems: number) =>
  Type.Optional(Type.Array(value, { maxItems }));

/** A listing's filterBy: field to checked values (see checked), and no field it does not name. */
export const filterBy = <P extends TProperties>(fields: P) =>
  Type.Object(fields, { additionalProperties: false });

/** A filter the listing offers: its field (one of fields) and the options with their counts. */
export const applicableFilter = <const F extends readonly string[]>(fields: F) =>
  Type.Object({ field: literalUnion(fields), options: Type.Array(FilterOption) });

type Flat<T> = { [K in keyof T]: T[K] };
type ListPageProperties<K extends string, R extends TSchema, F extends TSchema, M> = Flat<
  { [P in K]: TArray<R> } & { pagination: typeof Pagination; applicableFilters: TArray<F> } & M
>;

/**
 * A page of a filtered listing: its rows under `key`, the pagination, the filters applicable
 * (options and counts over the listing before its own filters) and any fields more.
 */
export const listPage = <
  K extends string,
  R extends TSchema,
  F extends TSchema,
  M extends TProperties = Record<never, never>,
>(
  key: K,
  row: R,
  filter: F,
  more: M = {} as M,
) =>
  Type.Object({
    [key]: Type.Array(row),
    pagination: Pagination,
    applicableFilters: Type.Array(filter),
    ...more,
  } as ListPageProperties<K, R, F, M>) as TObject<ListPageProperties<K, R, F, M>>;
