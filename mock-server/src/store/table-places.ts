// The texts' characters by place, for the n-gram index's searches of common grams.
import { clearBit, hasBit, setBit } from './table-bits';

/** Texts are placed character by character up to this length; longer ones are read whole. */
const PLACED = 48;
/** More candidates than this are checked through the places rather than text by text. */
export const PLACES_FROM = 64;

/**
 * The texts' characters by place: for each place (0 to PLACED - 1) and character, a bit set of
 * the rows whose text has that character there. A term is at place p of the rows in the "and"
 * of its characters' sets at p, p + 1, ...: a word of 32 rows at a time, so a term whose grams
 * most rows have costs a few word operations per place, not a look at every text. Texts longer
 * than PLACED are kept aside and read whole.
 */
export class Places {
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
