import {
  BULK_TEMPLATE_FILE_NAME,
  UPDATE_REQUESTS,
  parseDmyDate,
  parseIsoDate,
  type UpdateRequest,
} from '@mo/contracts';
import type { SheetText } from '../../services/file-book';
import { BULK_COLUMNS } from './bulk-template';

/** One filled row of the alteration form, by column key. */
export type BulkRow = Record<string, string>;

/** The alteration form's sheet (by name, else the first), as rows keyed by the template's keys. */
export const bulkRowsOf = (sheets: readonly SheetText[]): BulkRow[] => {
  const sheet = sheets.find((s) => s.name === BULK_TEMPLATE_FILE_NAME) ?? sheets[0];
  if (!sheet) return [];
  const [header = [], ...rows] = sheet.rows;
  const keyOf = new Map(BULK_COLUMNS.map((c) => [c.header.toLowerCase(), c.key]));
  const keys = header.map((h) => keyOf.get(h.trim().toLowerCase()));
  return rows
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => {
      const out: BulkRow = {};
      keys.forEach((key, i) => {
        if (key) out[key] = row[i] ?? '';
      });
      return out;
    });
};

/** The row's request type, when it names one. */
export const requestOf = (row: BulkRow): UpdateRequest | null => {
  const value = (row.alterationType ?? '').trim().toUpperCase();
  return (UPDATE_REQUESTS as readonly string[]).includes(value) ? (value as UpdateRequest) : null;
};

/** An effective date as written (DD-MM-YYYY, or a date cell read as YYYY-MM-DD). */
export const effectiveDateOf = (row: BulkRow): string | null => {
  const value = (row.effectiveDate ?? '').trim();
  return parseDmyDate(value) ?? parseIsoDate(value);
};

/** A member number as typed, without the display hyphen. */
export const memberNumberOf = (row: BulkRow): string =>
  (row.memberNumber ?? '').replace(/[-\s]/g, '');
