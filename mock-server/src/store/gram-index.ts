// The n-gram index of one search field (the indexed table's search: see indexed-table.ts).
import { clearBit, hasBit, setBit, wordsFor } from './table-bits';
import { PLACES_FROM, Places } from './table-places';
import {
  NO_IDS,
  densify,
  holds,
  intersectInto,
  isDenseFor,
  lowerBound,
  makeRoom,
  type Posting,
} from './table-postings';

/** Characters get small codes in the order first seen; past this many they share the last. */
const ALPHABET = 1024;
const OTHER = ALPHABET - 1;

/** The key of a gram of one to three codes: ((c0 * 1024) + c1) * 1024 + c2, 0 for none. */
const gramOf = (codes: Int32Array, at: number, length: number): number =>
  codes[at]! * 1048576 +
  (length > 1 ? codes[at + 1]! * 1024 : 0) +
  (length > 2 ? codes[at + 2]! : 0);

export class GramIndex {
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
