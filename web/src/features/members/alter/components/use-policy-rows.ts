import { tableErrorCode, type MemberPolicy, type RowErrors } from '@mo/contracts';
import { useState } from 'react';

/**
 * The per-policy state of an alteration table: every policy pre-checked once loaded (the user
 * unticks), one row of inputs per policy id, the touched fields, and the errors shown per field
 * (once touched or after a submit attempt) and for the whole table.
 */
export function usePolicyRows<Row>(
  list: readonly MemberPolicy[],
  emptyRow: Row,
  rowErrors: (policy: MemberPolicy, row: Row) => RowErrors,
) {
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [dirty, setDirty] = useState(false);

  const isChecked = (p: MemberPolicy) => !unchecked.has(p.policy.id);
  const checked = list.filter(isChecked);
  const rowOf = (p: MemberPolicy) => rows[p.policy.id] ?? emptyRow;
  const errorsOf = (p: MemberPolicy): RowErrors => rowErrors(p, rowOf(p));
  const shown = (p: MemberPolicy, field: string) =>
    attempted || touched.has(`${p.policy.id}.${field}`) ? errorsOf(p)[field] : undefined;
  const tableError = attempted ? tableErrorCode(checked.map(errorsOf)) : null;

  const edit = (p: MemberPolicy, change: Partial<Row>) => {
    setDirty(true);
    setRows((r) => ({ ...r, [p.policy.id]: { ...rowOf(p), ...change } }));
  };
  const touch = (p: MemberPolicy, field: string) =>
    setTouched((s) => new Set(s).add(`${p.policy.id}.${field}`));
  const toggle = (p: MemberPolicy, on: boolean) => {
    setDirty(true);
    setUnchecked((s) => {
      const next = new Set(s);
      if (on) next.delete(p.policy.id);
      else next.add(p.policy.id);
      return next;
    });
  };
  /** Marks a submit attempt; whether there is a checked policy and no table error. */
  const attempt = () => {
    setAttempted(true);
    return checked.length > 0 && !tableErrorCode(checked.map(errorsOf));
  };

  return { checked, isChecked, rowOf, shown, tableError, edit, touch, toggle, attempt, dirty };
}
