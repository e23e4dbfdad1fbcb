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
 */

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

// ---------------------------------------------------------------------------------------------
// Bit sets over row positions.

const wordsFor = (bits: number) => (bits + 31) >>> 5;

const popcount32 = (v: number): number => {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

const popcount = (words: Uint32Array): number => {
  let n = 0;
  for (let i = 0; i < words.length; i += 1) if (words[i] !== 0) n += popcount32(words[i]!);
  return n;
};

const hasBit = (words: Uint32Array, i: number): boolean =>
  (words[i >>> 5]! & (1 << (i & 31))) !== 0;

const setBit = (words: Uint32Array, i: number): void => {
  words[i >>> 5]! |= 1 << (i & 31);
};

const clearBit = (words: Uint32Array, i: number): void => {
  words[i >>> 5]! &= ~(1 << (i & 31));
};

/** A growable bit set: `words` is replaced (zero-extended) when rows outgrow it. */
class Bits {
  words: Uint32Array;
  constructor(bits: number) {
    this.words = new Uint32Array(Math.max(1, wordsFor(bits)));
  }
  ensure(bits: number): void {
    const need = wordsFor(bits);
    if (need <= this.words.length) return;
    const grown = new Uint32Array(Math.max(need, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
  set(i: number): void {
    this.ensure(i + 1);
    setBit(this.words, i);
  }
  clear(i: number): void {
    if (i >>> 5 < this.words.length) clearBit(this.words, i);
  }
}

// ---------------------------------------------------------------------------------------------
// The n-gram index of one search field.

/**
 * The rows holding one gram: a sorted list of positions (capacity grows by doubling), or, once
 * more than one row in 32 holds it, a bit set (smaller then, and or-ed a word at a time).
 */
interface Posting {
  ids: Int32Array;
  bits: Uint32Array | null;
  /** How many rows. */
  length: number;
}

const lowerBound = (ids: Int32Array, from: number, length: number, id: number): number => {
  let lo = from;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const NO_IDS = new Int32Array(0);

const makeRoom = (posting: Posting): void => {
  if (posting.length < posting.ids.length) return;
  const grown = new Int32Array(Math.max(4, posting.ids.length * 2));
  grown.set(posting.ids);
  posting.ids = grown;
};

/** Turns a list into a bit set over `rows` rows. */
const densify = (posting: Posting, rows: number): void => {
  const bits = new Uint32Array(wordsFor(rows) + 1);
  for (let k = 0; k < posting.length; k += 1) setBit(bits, posting.ids[k]!);
  posting.bits = bits;
  posting.ids = NO_IDS;
};

const isDenseFor = (length: number, rows: number): boolean => length >= 64 && length * 32 > rows;

const holds = (posting: Posting, id: number): boolean => {
  if (posting.bits) return id >>> 5 < posting.bits.length && hasBit(posting.bits, id);
  const at = lowerBound(posting.ids, 0, posting.length, id);
  return at < posting.length && posting.ids[at] === id;
};

/** Keeps in `cands` (its first n) the ids also in the posting; answers how many are left. */
const intersectInto = (cands: Int32Array, n: number, posting: Posting): number => {
  let out = 0;
  const { bits, ids, length } = posting;
  if (bits) {
    for (let k = 0; k < n; k += 1) {
      const id = cands[k]!;
      if (id >>> 5 < bits.length && hasBit(bits, id)) {
        cands[out] = id;
        out += 1;
      }
    }
    return out;
  }
  if (n * 16 < length) {
    // few candidates: each looked up in the list
    let from = 0;
    for (let k = 0; k < n; k += 1) {
      const id = cands[k]!;
      from = lowerBound(ids, from, length, id);
      if (from < length && ids[from] === id) {
        cands[out] = id;
        out += 1;
      }
    }
    return out;
  }
  // as many: one walk along both
  let j = 0;
  for (let k = 0; k < n; k += 1) {
    const id = cands[k]!;
    while (j < length && ids[j]! < id) j += 1;
    if (j < length && ids[j] === id) {
      cands[out] = id;
      out += 1;
    }
  }
  return out;
};

/** Texts are placed character by character up to this length; longer ones are read whole. */
const PLACED = 48;
/** More candidates than this are checked through the places rather than text by text. */
const PLACES_FROM = 64;

/**
 * The texts' characters by place: for each place (0 to PLACED - 1) and character, a bit set of
 * the rows whose text has that character there. A term is at place p of the rows in the "and"
 * of its characters' sets at p, p + 1, ...: a word of 32 rows at a time, so a term whose grams
 * most rows have costs a few word operations per place, not a look at every text. Texts longer
 * than PLACED are kept aside and read whole.
 */
class Places {
  private readonly at: Map<number, Uint32Array>[] = [];
  /** Rows whose text is longer than PLACED. */
  private readonly long = new Set<number>();
  /** No text is longer than this (up to PLACED): the last place a term can start from. */
  private longest = 0;

  put(id: number, text: string): void {
    if (text.length > PLACED) this.long.add(id);
    const length = Math.min(text.length, PLACED);
    if (length > this.longest) this.longest = length;
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    for (let p = 0; p < length; p += 1) {
      let chars = this.at[p];
      if (!chars) {
        chars = new Map();
        this.at[p] = chars;
      }
      const unit = text.charCodeAt(p);
      let bits = chars.get(unit);
      if (!bits || word >= bits.length) {
        const grown = new Uint32Array(Math.max(word + 1, (bits?.length ?? 0) * 2, 4));
        if (bits) grown.set(bits);
        bits = grown;
        chars.set(unit, bits);
      }
      bits[word]! |= bit;
    }
  }

  drop(id: number, text: string): void {
    this.long.delete(id);
    const length = Math.min(text.length, PLACED);
    for (let p = 0; p < length; p += 1) {
      const bits = this.at[p]?.get(text.charCodeAt(p));
      if (bits && id >>> 5 < bits.length) clearBit(bits, id);
    }
  }

  /**
   * Sets in `into` the rows whose text contains the term (with `within`, only its rows need be;
   * with `only`, the first `count` of it are the only words of `within` that hold any row).
   */
  mark(
    term: string,
    into: Uint32Array,
    within: Uint32Array | null,
    texts: readonly (string | null)[],
    only: Int32Array | null = null,
    count = 0,
  ): void {
    const length = term.length;
    const sets: Uint32Array[] = new Array<Uint32Array>(length);
    for (let p = 0; p + length <= this.longest; p += 1) {
      let words = into.length;
      let found = true;
      for (let k = 0; k < length; k += 1) {
        const bits = this.at[p + k]?.get(term.charCodeAt(k));
        if (!bits) {
          found = false;
          break;
        }
        sets[k] = bits;
        if (bits.length < words) words = bits.length;
      }
      if (!found) continue;
      if (within && within.length < words) words = within.length;
      if (within && only) {
        for (let i = 0; i < count; i += 1) {
          const w = only[i]!;
          if (w >= words) continue;
          let word = within[w]!;
          for (let k = 0; k < length && word !== 0; k += 1) word &= sets[k]![w]!;
          if (word !== 0) into[w]! |= word;
        }
        continue;
      }
      for (let w = 0; w < words; w += 1) {
        let word = within ? within[w]! : 0xffffffff;
        for (let k = 0; k < length && word !== 0; k += 1) word &= sets[k]![w]!;
        if (word !== 0) into[w]! |= word;
      }
    }
    for (const id of this.long) {
      if (within && !hasBit(within, id)) continue;
      if (texts[id]?.includes(term)) setBit(into, id);
    }
  }
}

/** Characters get small codes in the order first seen; past this many they share the last. */
const ALPHABET = 1024;
const OTHER = ALPHABET - 1;

/** The key of a gram of one to three codes: ((c0 * 1024) + c1) * 1024 + c2, 0 for none. */
const gramOf = (codes: Int32Array, at: number, length: number): number =>
  codes[at]! * 1048576 +
  (length > 1 ? codes[at + 1]! * 1024 : 0) +
  (length > 2 ? codes[at + 2]! : 0);

class GramIndex {
  private readonly postings = new Map<number, Posting>();
  private readonly alphabet = new Map<number, number>();
  /** Each row's indexed text (null: removed or not indexed). */
  readonly texts: (string | null)[] = [];
  private scratch = new Int32Array(0);
  /** The texts' characters by position (made when a search of common grams needs it). */
  private places: Places | null = null;
  /** A search's candidate rows as a bit set (all zero between searches) and its words in use. */
  private marks = new Uint32Array(0);
  private marked = new Int32Array(0);

  private placed(): Places {
    if (!this.places) {
      const places = new Places();
      this.texts.forEach((text, id) => {
        if (text !== null) places.put(id, text);
      });
      this.places = places;
    }
    return this.places;
  }

  /** The text's characters as codes (new characters get one). */
  private codesOf(text: string): Int32Array {
    const codes = new Int32Array(text.length);
    for (let at = 0; at < text.length; at += 1) {
      const unit = text.charCodeAt(at);
      let code = this.alphabet.get(unit);
      if (code === undefined) {
        code = Math.min(this.alphabet.size + 1, OTHER);
        this.alphabet.set(unit, code);
      }
      codes[at] = code;
    }
    return codes;
  }

  /** The distinct grams of one to three characters of a text. */
  private keysOf(text: string): Set<number> {
    const codes = this.codesOf(text);
    const keys = new Set<number>();
    for (let at = 0; at < codes.length; at += 1) {
      for (let length = 1; length <= 3 && at + length <= codes.length; length += 1) {
        keys.add(gramOf(codes, at, length));
      }
    }
    return keys;
  }

  private posting(key: number): Posting {
    let posting = this.postings.get(key);
    if (!posting) {
      posting = { ids: NO_IDS, bits: null, length: 0 };
      this.postings.set(key, posting);
    }
    return posting;
  }

  /**
   * Adds a row after every row indexed so far (its id is the largest). `rows`: the table's size,
   * for turning a list that grew common into a bit set (0 while building: compact() does it).
   */
  append(id: number, text: string, rows: number): void {
    this.texts[id] = text;
    this.places?.put(id, text);
    const codes = this.codesOf(text);
    for (let at = 0; at < codes.length; at += 1) {
      for (let length = 1; length <= 3 && at + length <= codes.length; length += 1) {
        const posting = this.posting(gramOf(codes, at, length));
        if (posting.bits) {
          if (holds(posting, id)) continue;
          if (id >>> 5 >= posting.bits.length) {
            const grown = new Uint32Array(Math.max(wordsFor(id + 1), posting.bits.length * 2));
            grown.set(posting.bits);
            posting.bits = grown;
          }
          setBit(posting.bits, id);
          posting.length += 1;
          continue;
        }
        // the same gram twice in one text: the row is already its last id
        if (posting.length > 0 && posting.ids[posting.length - 1] === id) continue;
        makeRoom(posting);
        posting.ids[posting.length] = id;
        posting.length += 1;
        if (rows > 0 && isDenseFor(posting.length, rows)) densify(posting, rows);
      }
    }
  }

  /** Re-indexes a row anywhere in the table under its new text (null: drop it). */
  replace(id: number, text: string | null, rows: number): void {
    const old = this.texts[id] ?? null;
    if (old === text) return;
    if (old !== null) this.places?.drop(id, old);
    if (text !== null) this.places?.put(id, text);
    const before = old === null ? new Set<number>() : this.keysOf(old);
    const after = text === null ? new Set<number>() : this.keysOf(text);
    for (const key of before) {
      if (after.has(key)) continue;
      const posting = this.postings.get(key);
      if (!posting || !holds(posting, id)) continue;
      posting.length -= 1;
      if (posting.bits) clearBit(posting.bits, id);
      else {
        const at = lowerBound(posting.ids, 0, posting.length + 1, id);
        posting.ids.copyWithin(at, at + 1, posting.length + 1);
      }
    }
    for (const key of after) {
      if (before.has(key)) continue;
      const posting = this.posting(key);
      if (holds(posting, id)) continue;
      if (posting.bits) {
        if (id >>> 5 >= posting.bits.length) {
          const grown = new Uint32Array(wordsFor(rows) + 1);
          grown.set(posting.bits);
          posting.bits = grown;
        }
        setBit(posting.bits, id);
        posting.length += 1;
        continue;
      }
      const at = lowerBound(posting.ids, 0, posting.length, id);
      makeRoom(posting);
      posting.ids.copyWithin(at + 1, at, posting.length);
      posting.ids[at] = id;
      posting.length += 1;
      if (isDenseFor(posting.length, rows)) densify(posting, rows);
    }
    this.texts[id] = text;
  }

  /** After a bulk build: common grams become bit sets, the other lists lose their spare room. */
  compact(rows: number): void {
    for (const posting of this.postings.values()) {
      if (posting.bits) continue;
      if (isDenseFor(posting.length, rows)) densify(posting, rows);
      else if (posting.ids.length > posting.length + 4) {
        posting.ids = posting.ids.slice(0, posting.length);
      }
    }
  }

  /**
   * Sets in `into` every row whose text contains the term; with `within`, only rows in it need
   * be set (the rows the query's filters keep: fewer texts to check).
   */
  mark(term: string, into: Uint32Array, within: Uint32Array | null): void {
    if (term === '') return;
    const codes = new Int32Array(term.length);
    let shared = false;
    for (let at = 0; at < term.length; at += 1) {
      const code = this.alphabet.get(term.charCodeAt(at));
      // a character no text has: no row contains the term
      if (code === undefined) return;
      if (code === OTHER) shared = true;
      codes[at] = code;
    }
    if (term.length <= 3 && !shared) {
      // every distinct gram of up to three characters is listed: its rows are the answer
      const posting = this.postings.get(gramOf(codes, 0, codes.length));
      if (!posting) return;
      if (posting.bits) {
        const n = Math.min(into.length, posting.bits.length);
        for (let w = 0; w < n; w += 1) into[w]! |= posting.bits[w]!;
      } else {
        for (let k = 0; k < posting.length; k += 1) setBit(into, posting.ids[k]!);
      }
      return;
    }
    // Rows holding every trigram of the term (or the short term's gram), fewest rows first,
    // then the text itself.
    const lists: Posting[] = [];
    const seen = new Set<number>();
    const grams = codes.length <= 3 ? 1 : codes.length - 2;
    for (let at = 0; at < grams; at += 1) {
      const key = gramOf(codes, at, Math.min(3, codes.length));
      if (seen.has(key)) continue;
      seen.add(key);
      const posting = this.postings.get(key);
      if (!posting || posting.length === 0) return;
      lists.push(posting);
    }
    lists.sort((a, b) => a.length - b.length);
    const first = lists[0]!;
    if (first.length * 8 > this.texts.length) {
      // common grams only: the term's characters at each place, a word of rows at a time, beat
      // checking most texts one by one
      this.placed().mark(term, into, within, this.texts);
      return;
    }
    if (this.scratch.length < first.length) this.scratch = new Int32Array(first.length + 1024);
    const cands = this.scratch;
    let n = 0;
    if (first.bits) {
      const bits = first.bits;
      for (let w = 0; w < bits.length; w += 1) {
        let word = within ? (w < within.length ? bits[w]! & within[w]! : 0) : bits[w]!;
        while (word !== 0) {
          cands[n] = (w << 5) | (31 - Math.clz32(word & -word));
          n += 1;
          word &= word - 1;
        }
      }
    } else if (within) {
      // only the rows the filters keep: fewer to intersect and to read
      const { ids } = first;
      for (let k = 0; k < first.length; k += 1) {
        const id = ids[k]!;
        if (id >>> 5 < within.length && hasBit(within, id)) {
          cands[n] = id;
          n += 1;
        }
      }
    } else {
      cands.set(first.ids.subarray(0, first.length));
      n = first.length;
    }
    for (let k = 1; k < lists.length && n > 32; k += 1) n = intersectInto(cands, n, lists[k]!);
    if (n > PLACES_FROM) {
      // many candidates: their words of rows looked through the places, not each text
      const words = wordsFor(this.texts.length) + 1;
      if (this.marks.length < words) {
        this.marks = new Uint32Array(words + 1024);
        this.marked = new Int32Array(words + 1024);
      }
      const { marks, marked } = this;
      let count = 0;
      for (let k = 0; k < n; k += 1) {
        const id = cands[k]!;
        const w = id >>> 5;
        if (marks[w] === 0) {
          marked[count] = w;
          count += 1;
        }
        marks[w]! |= 1 << (id & 31);
      }
      this.placed().mark(term, into, marks, this.texts, marked, count);
      for (let i = 0; i < count; i += 1) marks[marked[i]!] = 0;
      return;
    }
    for (let k = 0; k < n; k += 1) {
      const id = cands[k]!;
      if (this.texts[id]?.includes(term)) setBit(into, id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The sort order of one sort field.

const compareKeys = (a: SortKey, b: SortKey): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
};

interface Order {
  /** Row positions in ascending order (live and removed rows alike). */
  ids: Int32Array;
  /** rank[id]: the row's place in ids. */
  rank: Int32Array;
  /** Each row's key when the order was last brought up to date. */
  keys: SortKey[];
}

// ---------------------------------------------------------------------------------------------

/** Clause values of one filter field: the value's rows and how many are live. */
interface FilterIndex {
  bits: Map<string, Bits>;
  counts: Map<string, number>;
  values: (string | null)[];
}

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
        for (const id of removed) this.setValue(index, id, null);
        for (const id of changed) this.setValue(index, id, valueOf(this.rows[id]!));
        for (let id = from; id < to; id += 1) {
          this.setValue(index, id, this.isLive(id) ? valueOf(this.rows[id]!) : null);
        }
      }
    }
    if (this.orders.size > 0) this.reorder(from, to, changed);
    this.tieOrder = null;
    this.indexed = to;
    this.changed.clear();
    this.removed.clear();
  }

  private setValue(index: FilterIndex, id: number, value: string | null): void {
    const old = index.values[id] ?? null;
    if (id < index.values.length && old === value) return;
    if (old !== null) {
      index.bits.get(old)?.clear(id);
      index.counts.set(old, (index.counts.get(old) ?? 1) - 1);
    }
    index.values[id] = value;
    if (value === null) return;
    let bits = index.bits.get(value);
    if (!bits) {
      bits = new Bits(this.rows.length);
      index.bits.set(value, bits);
    }
    bits.set(id);
    index.counts.set(value, (index.counts.get(value) ?? 0) + 1);
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
          this.setValue(index, id, this.isLive(id) ? filters[field](row) : null);
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

/**
 * Rows ordered by their keys, ties in the order given (a stable counting sort over the distinct
 * keys, sorted once each: far fewer comparisons than sorting every row).
 */
const sortedBy = (keys: readonly SortKey[], within: Int32Array): Int32Array => {
  const distinct = [...new Set(keys)];
  if (distinct.every((k) => typeof k === 'string')) distinct.sort();
  else distinct.sort(compareKeys);
  const rankOfKey = new Map<SortKey, number>();
  distinct.forEach((key, rank) => rankOfKey.set(key, rank));
  const keyRank = new Int32Array(keys.length);
  const starts = new Int32Array(distinct.length + 1);
  for (let id = 0; id < keys.length; id += 1) {
    const rank = rankOfKey.get(keys[id]!)!;
    keyRank[id] = rank;
    starts[rank + 1]! += 1;
  }
  for (let r = 1; r <= distinct.length; r += 1) starts[r]! += starts[r - 1]!;
  const ids = new Int32Array(within.length);
  for (const id of within) {
    ids[starts[keyRank[id]!]!] = id;
    starts[keyRank[id]!]! += 1;
  }
  return ids;
};

const rankOf = (ids: Int32Array): Int32Array => {
  const rank = new Int32Array(ids.length);
  for (let k = 0; k < ids.length; k += 1) rank[ids[k]!] = k;
  return rank;
};
