/**
 * The store's indexed collection: rows with declared search fields, sort fields and filter fields,
 * answering "search, filter, sort, one page" without scanning or sorting every row per query.
 *
 * - Search: each field keeps the rows' texts and an n-gram index (every distinct substring of one,
 *   two and three characters, with the rows holding it: a sorted list, or a bit set for a gram
 *   more than one row in 32 has). A term of up to three characters is one posting; a longer term
 *   intersects the postings of its trigrams (only among the rows the query's filters keep) and
 *   checks the survivors' texts. When the survivors are many, or even the rarest trigram is
 *   common, the check reads the field's characters by place instead (made on first need: for
 *   each place and character, a bit set of the rows with that character there), and-ing the
 *   term's characters' sets at each place a word of 32 rows at a time. A row matches when any
 *   field's text contains that field's form of the term (contains, not prefix; the field decides
 *   case and normalisation).
 * - Filters: each field value has a bit set of its rows and a count; a clause keeps the rows with
 *   any of its values, clauses are and-ed.
 * - Sorts: each sort field has its rows in order (ties by the table's tie key, then position) and
 *   each row's rank in it, built on first use. A page of a large result walks the order testing
 *   membership; a small result is cut from its rows' ranks, sorted numerically.
 *
 * Rows are added, marked changed (touch) or removed; the indexes catch up on the next query, in
 * one pass for the whole batch (a changed row moves in an order by binary search, not a re-sort).
 * Rows are identified by their position (the order they were added in), which never changes.
 * The parts: table-bits.ts (bit sets), gram-index.ts with table-postings.ts and table-places.ts
 * (search), table-filters.ts, table-order.ts (sorts); this file keeps them in step and pages.
 */
import { GramIndex } from './gram-index';
import { Bits, hasBit, popcount, wordsFor } from './table-bits';
import { setFilterValue, type FilterIndex } from './table-filters';
import { compareKeys, rankOf, sortedBy, type Order } from './table-order';
import type { Clause, SortKey, TablePage, TableQuery, TableSpec } from './table-types';

export type { Clause, SearchField, SortKey, TablePage, TableQuery, TableSpec } from './table-types';

export class IndexedTable<Row, S extends string = string, F extends string = string> {
  readonly rows: Row[] = [];
  private readonly live = new Bits(0);
  private liveCount = 0;
  /** Rows whose indexes are up to date: positions below this, less the changed ones. */
  private indexed = 0;
  private readonly changed = new Set<number>();
  private readonly removed = new Set<number>();
  private searchIndex: GramIndex[] | null = null;
  private readonly orders = new Map<S, Order>();
  private tieKeys: SortKey[] = [];
  private filterIndex: Map<F, FilterIndex> | null = null;
  /** Rows by tie key then position, for building an order (null: to be made). */
  private tieOrder: Int32Array | null = null;
  /** Bit sets and ranks of the query under way (reused: queries run one at a time). */
  private scratch = new Uint32Array(0);
  private rankScratch = new Int32Array(0);

  constructor(private readonly spec: TableSpec<Row, S, F>) {}

  get size(): number {
    return this.liveCount;
  }

  /** Grows with every add, touch and remove: what was read from the table before may be stale. */
  get changes(): number {
    return this.changeCount;
  }

  private changeCount = 0;

  /** Adds a row; its id is its position. */
  add(row: Row): number {
    this.changeCount += 1;
    const id = this.rows.length;
    this.rows.push(row);
    this.live.set(id);
    this.liveCount += 1;
    return id;
  }

  /** Marks a row as changed: the next query sees its new keys, texts and values. */
  touch(id: number): void {
    this.changeCount += 1;
    if (id < this.indexed && this.isLive(id)) this.changed.add(id);
  }

  /** Removes a row: no query finds it again. Its position stays taken. */
  remove(id: number): void {
    if (id < 0 || id >= this.rows.length || !hasBit(this.live.words, id)) return;
    this.changeCount += 1;
    this.live.clear(id);
    this.liveCount -= 1;
    this.removed.add(id);
    this.changed.delete(id);
  }

  isLive(id: number): boolean {
    return id >= 0 && id < this.rows.length && hasBit(this.live.words, id);
  }

  /** How many live rows each value of a filter field has. */
  counts(field: F): ReadonlyMap<string, number> {
    return this.filtersUpToDate().get(field)?.counts ?? new Map();
  }

  /**
   * Every index build as a step of its own (the search index, the filter sets, each sort field's
   * order), for a server to run in idle turns once it listens: built on first use otherwise, so
   * the first queries would pay for them. Steps already done cost nothing.
   */
  warmSteps(): (() => void)[] {
    const sorts = Object.keys(this.spec.sorts ?? {}) as S[];
    return [
      () => void this.searchUpToDate(),
      () => void this.filtersUpToDate(),
      ...sorts.map((field) => () => void this.orderOf(field)),
    ];
  }

  /** One page of the rows matching the query, and how many match in all. */
  /**
   * How many live rows each of `values` of `field` has among the rows `where` keeps (a listing's
   * applicable filters). Kept until the table changes: every listing answer carries them.
   */
  countsWhere(
    where: readonly Clause<F>[],
    field: F,
    values: readonly string[],
  ): Map<string, number> {
    if (this.countsAt !== this.changeCount) {
      this.countCache.clear();
      this.countsAt = this.changeCount;
    }
    const key = JSON.stringify([where, field, values]);
    let counted = this.countCache.get(key);
    if (!counted) {
      counted = new Map(
        values.map((value) => [
          value,
          this.query({ where: [...where, { field, values: [value] }], offset: 0, limit: 0 }).total,
        ]),
      );
      this.countCache.set(key, counted);
    }
    return new Map(counted);
  }

  private countsAt = -1;
  private readonly countCache = new Map<string, ReadonlyMap<string, number>>();

  query(q: TableQuery<S, F>): TablePage<Row> {
    const keep = this.matching(q);
    const total = keep ? popcount(keep) : this.liveCount;
    const ids = this.pageOf(keep ?? this.live.words, total, q);
    return { rows: Array.from(ids, (id) => this.rows[id]!), total };
  }

  // -------------------------------------------------------------------------------------------

  /** The rows a query keeps as a bit set (null: every live row); valid until the next query. */
  private matching(q: TableQuery<S, F>): Uint32Array | null {
    this.catchUp();
    const words = wordsFor(this.rows.length);
    if (this.scratch.length < words * 2) this.scratch = new Uint32Array(words * 2 + 1024);
    const keep = this.scratch.subarray(0, words);
    const part = this.scratch.subarray(words, words * 2);
    let started = false;
    const and = (bits: Uint32Array) => {
      const n = Math.min(words, bits.length);
      if (!started) {
        keep.set(bits.subarray(0, n));
        keep.fill(0, n);
        started = true;
      } else {
        for (let i = 0; i < n; i += 1) keep[i]! &= bits[i]!;
        keep.fill(0, n);
      }
    };
    for (const clause of q.where ?? []) {
      const index = this.filtersUpToDate().get(clause.field);
      part.fill(0);
      for (const value of new Set(clause.values)) {
        const bits = index?.bits.get(value)?.words;
        if (!bits) continue;
        const n = Math.min(words, bits.length);
        for (let i = 0; i < n; i += 1) part[i]! |= bits[i]!;
      }
      and(part);
    }
    if (q.search !== undefined && q.search !== '') {
      part.fill(0);
      const fields = this.spec.search ?? [];
      this.searchUpToDate().forEach((index, k) => {
        const field = fields[k]!;
        index.mark(field.term ? field.term(q.search!) : q.search!, part, started ? keep : null);
      });
      and(part);
    }
    if (!started) return null;
    and(this.live.words);
    return keep;
  }

  /** Positions of the page's rows, in the query's order. */
  private pageOf(keep: Uint32Array, total: number, q: TableQuery<S, F>): Int32Array {
    const limit = Math.max(0, Math.min(q.limit, total - q.offset));
    if (limit <= 0 || q.offset < 0) return new Int32Array(0);
    const n = this.rows.length;
    const page = new Int32Array(limit);
    const order = q.sort === undefined ? null : this.orderOf(q.sort);
    const desc = q.desc === true;
    // Walking the order visits about (offset + limit) * n / total rows; cutting from the ranks
    // reads every word and sorts `total` ranks.
    const walk = ((q.offset + limit) * n) / total;
    const cut = wordsFor(n) + total * Math.log2(total + 1) * 2;
    if (!order || walk <= cut) {
      let skip = q.offset;
      let found = 0;
      for (let k = 0; k < n && found < limit; k += 1) {
        const position = desc ? n - 1 - k : k;
        const id = order ? order.ids[position]! : position;
        if (!hasBit(keep, id)) continue;
        if (skip > 0) skip -= 1;
        else {
          page[found] = id;
          found += 1;
        }
      }
      return page.subarray(0, found);
    }
    if (this.rankScratch.length < total) this.rankScratch = new Int32Array(total + 1024);
    const ranks = this.rankScratch.subarray(0, total);
    let count = 0;
    for (let w = 0; w < keep.length; w += 1) {
      let word = keep[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        ranks[count] = order.rank[(w << 5) | bit]!;
        count += 1;
      }
    }
    ranks.sort();
    for (let k = 0; k < limit; k += 1) {
      const at = desc ? count - 1 - q.offset - k : q.offset + k;
      page[k] = order.ids[ranks[at]!]!;
    }
    return page;
  }

  // -------------------------------------------------------------------------------------------
  // Keeping the indexes in step: built on first use, then caught up on each query.

  /** Brings every built index up to date with added, changed and removed rows. */
  private catchUp(): void {
    const from = this.indexed;
    const to = this.rows.length;
    if (from === to && this.changed.size === 0 && this.removed.size === 0) return;
    const changed = [...this.changed];
    const removed = [...this.removed];
    if (this.searchIndex) {
      const fields = this.spec.search ?? [];
      this.searchIndex.forEach((index, k) => {
        const text = fields[k]!.text;
        for (const id of removed) index.replace(id, null, to);
        for (const id of changed) index.replace(id, text(this.rows[id]!), to);
        for (let id = from; id < to; id += 1) {
          if (this.isLive(id)) index.append(id, text(this.rows[id]!), to);
        }
      });
    }
    if (this.filterIndex) {
      for (const [field, index] of this.filterIndex) {
        const valueOf = this.spec.filters![field];
        for (const id of removed) setFilterValue(index, id, null, this.rows.length);
        for (const id of changed)
          setFilterValue(index, id, valueOf(this.rows[id]!), this.rows.length);
        for (let id = from; id < to; id += 1) {
          setFilterValue(
            index,
            id,
            this.isLive(id) ? valueOf(this.rows[id]!) : null,
            this.rows.length,
          );
        }
      }
    }
    if (this.orders.size > 0) this.reorder(from, to, changed);
    this.tieOrder = null;
    this.indexed = to;
    this.changed.clear();
    this.removed.clear();
  }

  private searchUpToDate(): GramIndex[] {
    if (!this.searchIndex) {
      this.catchUp();
      this.searchIndex = (this.spec.search ?? []).map((field) => {
        const index = new GramIndex();
        this.rows.forEach((row, id) => {
          if (this.isLive(id)) index.append(id, field.text(row), 0);
        });
        index.compact(this.rows.length);
        return index;
      });
    }
    return this.searchIndex;
  }

  private filtersUpToDate(): Map<F, FilterIndex> {
    this.catchUp();
    if (!this.filterIndex) {
      this.filterIndex = new Map();
      const filters = (this.spec.filters ?? {}) as Record<F, (row: Row) => string | null>;
      for (const field of Object.keys(filters) as F[]) {
        const index: FilterIndex = { bits: new Map(), counts: new Map(), values: [] };
        this.rows.forEach((row, id) => {
          setFilterValue(index, id, this.isLive(id) ? filters[field](row) : null, this.rows.length);
        });
        this.filterIndex.set(field, index);
      }
    }
    return this.filterIndex;
  }

  private compareIn(keys: readonly SortKey[], a: number, b: number): number {
    return (
      compareKeys(keys[a]!, keys[b]!) || compareKeys(this.tieKeys[a]!, this.tieKeys[b]!) || a - b
    );
  }

  private orderOf(field: S): Order {
    this.catchUp();
    let order = this.orders.get(field);
    if (order) return order;
    if (this.orders.size === 0) this.tieKeys = this.rows.map((row) => this.tieOf(row));
    this.tieOrder ??= sortedBy(this.tieKeys, Int32Array.from(this.rows.keys()));
    const keys = this.rows.map(this.spec.sorts![field]);
    const ids = sortedBy(keys, this.tieOrder);
    order = { ids, rank: rankOf(ids), keys };
    this.orders.set(field, order);
    return order;
  }

  private tieOf(row: Row): SortKey {
    return this.spec.tie ? this.spec.tie(row) : null;
  }

  /** Moves changed rows and places added rows in every built order. */
  private reorder(from: number, to: number, changed: readonly number[]): void {
    const tieMoved = new Set<number>();
    for (const id of changed) {
      const tie = this.tieOf(this.rows[id]!);
      if (tie !== this.tieKeys[id]) tieMoved.add(id);
      this.tieKeys[id] = tie;
    }
    for (let id = from; id < to; id += 1) this.tieKeys[id] = this.tieOf(this.rows[id]!);
    for (const [field, order] of this.orders) {
      const keyOf = this.spec.sorts![field];
      const moved: number[] = [];
      for (const id of changed) {
        const key = keyOf(this.rows[id]!);
        if (key !== order.keys[id] || tieMoved.has(id)) moved.push(id);
        order.keys[id] = key;
      }
      for (let id = from; id < to; id += 1) order.keys[id] = keyOf(this.rows[id]!);
      if (moved.length === 0 && from === to) continue;
      // Out with the moved rows, then each moved or added row in at its place (binary search).
      const isMoved = new Uint8Array(to);
      for (const id of moved) isMoved[id] = 1;
      const stay = new Int32Array(order.ids.length - moved.length);
      let n = 0;
      for (const id of order.ids) {
        if (isMoved[id] === 1) continue;
        stay[n] = id;
        n += 1;
      }
      const incoming = [...moved];
      for (let id = from; id < to; id += 1) incoming.push(id);
      incoming.sort((a, b) => this.compareIn(order.keys, a, b));
      const ids = new Int32Array(to);
      let out = 0;
      let taken = 0;
      for (const id of incoming) {
        let lo = taken;
        let hi = stay.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (this.compareIn(order.keys, stay[mid]!, id) < 0) lo = mid + 1;
          else hi = mid;
        }
        ids.set(stay.subarray(taken, lo), out);
        out += lo - taken;
        taken = lo;
        ids[out] = id;
        out += 1;
      }
      ids.set(stay.subarray(taken), out);
      order.ids = ids;
      order.rank = rankOf(ids);
    }
  }
}
