// The sort order of one sort field of the indexed table: built once by a counting sort, then
// kept in step by indexed-table.ts (reorder).
import type { SortKey } from './table-types';

export const compareKeys = (a: SortKey, b: SortKey): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
};

export interface Order {
  /** Row positions in ascending order (live and removed rows alike). */
  ids: Int32Array;
  /** rank[id]: the row's place in ids. */
  rank: Int32Array;
  /** Each row's key when the order was last brought up to date. */
  keys: SortKey[];
}

/**
 * Rows ordered by their keys, ties in the order given (a stable counting sort over the distinct
 * keys, sorted once each: far fewer comparisons than sorting every row).
 */
export const sortedBy = (keys: readonly SortKey[], within: Int32Array): Int32Array => {
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

export const rankOf = (ids: Int32Array): Int32Array => {
  const rank = new Int32Array(ids.length);
  for (let k = 0; k < ids.length; k += 1) rank[ids[k]!] = k;
  return rank;
};
