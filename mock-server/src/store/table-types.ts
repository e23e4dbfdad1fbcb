// The indexed table's public shapes (re-exported by indexed-table.ts, the table's entry).

export type SortKey = string | number | null;

export interface SearchField<Row> {
  /** The row's text as the search compares it (lower-cased, say). */
  text: (row: Row) => string;
  /** The query's term as this field compares it; '' matches no row in this field. */
  term?: (term: string) => string;
}

export interface TableSpec<Row, S extends string, F extends string> {
  search?: readonly SearchField<Row>[];
  /** Sort keys: ascending puts null last (descending is the exact reverse). */
  sorts?: Readonly<Record<S, (row: Row) => SortKey>>;
  /** The key that orders rows whose sort keys are equal (then their position). */
  tie?: (row: Row) => SortKey;
  /** Each row's value of each filter field (null: in no value). */
  filters?: Readonly<Record<F, (row: Row) => string | null>>;
}

/** Rows whose field has any of the values (an empty list keeps no row). */
export interface Clause<F extends string> {
  field: F;
  values: readonly string[];
}

export interface TableQuery<S extends string, F extends string> {
  /** The raw term; each search field makes its own form of it. Absent or '': no search. */
  search?: string | undefined;
  where?: readonly Clause<F>[] | undefined;
  /** No sort field: the order rows were added in. */
  sort?: S | undefined;
  desc?: boolean | undefined;
  offset: number;
  limit: number;
}

export interface TablePage<Row> {
  rows: Row[];
  /** How many rows match in all. */
  total: number;
}
