// The posting lists of the n-gram index (gram-index.ts): which rows hold one gram.
import { hasBit, setBit, wordsFor } from './table-bits';

/**
 * The rows holding one gram: a sorted list of positions (capacity grows by doubling), or, once
 * more than one row in 32 holds it, a bit set (smaller then, and or-ed a word at a time).
 */
export interface Posting {
  ids: Int32Array;
  bits: Uint32Array | null;
  /** How many rows. */
  length: number;
}

export const lowerBound = (ids: Int32Array, from: number, length: number, id: number): number => {
  let lo = from;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export const NO_IDS = new Int32Array(0);

export const makeRoom = (posting: Posting): void => {
  if (posting.length < posting.ids.length) return;
  const grown = new Int32Array(Math.max(4, posting.ids.length * 2));
  grown.set(posting.ids);
  posting.ids = grown;
};

/** Turns a list into a bit set over `rows` rows. */
export const densify = (posting: Posting, rows: number): void => {
  const bits = new Uint32Array(wordsFor(rows) + 1);
  for (let k = 0; k < posting.length; k += 1) setBit(bits, posting.ids[k]!);
  posting.bits = bits;
  posting.ids = NO_IDS;
};

export const isDenseFor = (length: number, rows: number): boolean =>
  length >= 64 && length * 32 > rows;

export const holds = (posting: Posting, id: number): boolean => {
  if (posting.bits) return id >>> 5 < posting.bits.length && hasBit(posting.bits, id);
  const at = lowerBound(posting.ids, 0, posting.length, id);
  return at < posting.length && posting.ids[at] === id;
};

/** Keeps in `cands` (its first n) the ids also in the posting; answers how many are left. */
export const intersectInto = (cands: Int32Array, n: number, posting: Posting): number => {
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
