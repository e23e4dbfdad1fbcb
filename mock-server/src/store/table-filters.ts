// The filter fields' indexes of the indexed table: each value's rows as a bit set, and a count.
import { Bits } from './table-bits';

/** Clause values of one filter field: the value's rows and how many are live. */
export interface FilterIndex {
  bits: Map<string, Bits>;
  counts: Map<string, number>;
  values: (string | null)[];
}

/** Moves a row to its new value of one filter field (null: in no value); `rows`: the table's size. */
export const setFilterValue = (
  index: FilterIndex,
  id: number,
  value: string | null,
  rows: number,
): void => {
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
    bits = new Bits(rows);
    index.bits.set(value, bits);
  }
  bits.set(id);
  index.counts.set(value, (index.counts.get(value) ?? 0) + 1);
};
