import { MEMBER_LIMITS, OLE_MAGIC, XLSX_EXTENSION, XLSX_MIME_TYPE } from './constants';
import type { AddRow, ChangePlanRow, RemoveRow } from './domain-member-forms';
import { ERROR_CODES } from './error-codes';
import { daysBetween, parseIsoDate } from './member-dates';

/*
 * The Members area's alteration rules (part 2 section 5), split from member-rules.ts: the
 * effective date and the rows of remove, change plan and add, and the bulk upload's file checks.
 * Pure ("today" is passed in), shared by the portal and the mock.
 */

const E = ERROR_CODES;

export type EffectiveDateError =
  | typeof E.effectiveDateRequired
  | typeof E.effectiveDateOutOfWindow
  | typeof E.effectiveDateAfterPolicyEnd
  | typeof E.effectiveDateBeforeCommencement
  | typeof E.dateFormat;

export interface EffectiveDateContext {
  today: string;
  /** Remove, change plan and add: not after it (err039). */
  policyEndDate?: string;
  /** Add only: not before it (err040). */
  commencementDate?: string;
}

/**
 * An effective date (YYYY-MM-DD as sent): required (err031), a real date (err009), within 30 days either
 * side of today (err032), not after the policy end (err039), not before commencement (err040).
 */
export const checkEffectiveDate = (
  value: string,
  ctx: EffectiveDateContext,
): EffectiveDateError | null => {
  if (value.trim() === '') return E.effectiveDateRequired;
  const iso = parseIsoDate(value);
  if (!iso) return E.dateFormat;
  if (Math.abs(daysBetween(ctx.today, iso)) > MEMBER_LIMITS.effectiveDateWindowDays) {
    return E.effectiveDateOutOfWindow;
  }
  if (ctx.policyEndDate && iso > ctx.policyEndDate) return E.effectiveDateAfterPolicyEnd;
  if (ctx.commencementDate && iso < ctx.commencementDate) {
    return E.effectiveDateBeforeCommencement;
  }
  return null;
};

export type RowErrors = Partial<Record<string, string>>;

const rowCollect = (entries: [string, string | null | undefined][]): RowErrors => {
  const errors: RowErrors = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
};

/** A remove row: a terminate reason (err030) and the effective date (end date rule). */
export const checkRemoveRow = (row: RemoveRow, ctx: EffectiveDateContext): RowErrors =>
  rowCollect([
    ['terminateReason', row.terminateReason?.code ? null : E.reasonRequired],
    [
      'effectiveDate',
      checkEffectiveDate(row.effectiveDate, { today: ctx.today, policyEndDate: ctx.policyEndDate }),
    ],
  ]);

/** A change-plan row: a new plan (err035) and the effective date (end date rule). */
export const checkChangePlanRow = (row: ChangePlanRow, ctx: EffectiveDateContext): RowErrors =>
  rowCollect([
    ['planNo', row.planNo.trim() === '' ? E.newPlanRequired : null],
    [
      'effectiveDate',
      checkEffectiveDate(row.effectiveDate, { today: ctx.today, policyEndDate: ctx.policyEndDate }),
    ],
  ]);

/** An add row: a plan (err024), a subsidiary (err029), the date (end and commencement rules). */
export const checkAddRow = (row: AddRow, ctx: EffectiveDateContext): RowErrors =>
  rowCollect([
    ['planNo', row.planNo.trim() === '' ? E.planRequired : null],
    ['subsidiaryNo', row.subsidiaryNo.trim() === '' ? E.subsidiaryRequired : null],
    ['effectiveDate', checkEffectiveDate(row.effectiveDate, ctx)],
  ]);

/** err033 when any row of a table has an error, else null. */
export const tableErrorCode = (rows: readonly RowErrors[]): string | null =>
  rows.some((r) => Object.keys(r).length > 0) ? E.fieldsInvalid : null;

/**
 * The code a server answers for failed rows: the first row error's own code (err030, err031,
 * err032, ...) so the cause is named, with err033 for what has none. Null when every row is valid.
 */
export const rowsErrorCode = (rows: readonly RowErrors[]): string | null => {
  for (const row of rows) {
    const first = Object.values(row).find((e) => e !== undefined);
    if (first) return first.startsWith('err') ? first : E.fieldsInvalid;
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// upload

export interface UploadCandidate {
  name: string;
  size: number;
  /** The browser's or the part's MIME type ('' when unknown). */
  type: string;
  /** The first bytes, when read (the password check needs four). */
  head?: Uint8Array;
}

/** Whether the bytes begin like an OLE compound file (how an encrypted xlsx is stored). */
export const isPasswordProtected = (head: Uint8Array): boolean =>
  head.length >= OLE_MAGIC.length && OLE_MAGIC.every((byte, i) => head[i] === byte);

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The bulk upload's checks in order: exactly one file (FG5022), xlsx by extension and type
 * (FG5021), at most 3,000,000 bytes (err019), not password protected (FG5020). Null when fine.
 */
export const checkUpload = (files: readonly UploadCandidate[]): string | null => {
  if (files.length !== MEMBER_LIMITS.uploadMaxFiles) return E.fileCountNotAllowed;
  const file = files[0]!;
  if (extensionOf(file.name) !== XLSX_EXTENSION) return E.fileTypeNotAllowed;
  if (file.type !== '' && file.type !== XLSX_MIME_TYPE) return E.fileTypeNotAllowed;
  if (file.size > MEMBER_LIMITS.uploadMaxBytes) return E.fileTooLarge;
  if (file.head && isPasswordProtected(file.head)) return E.filePasswordProtected;
  return null;
};

/** A file name without the characters of the server's NON_ALLOWABLE_CHARACTERS pattern. */
export const stripFileName = (name: string, pattern: string | undefined): string => {
  if (!pattern) return name;
  try {
    return name.replace(new RegExp(pattern, 'g'), '');
  } catch {
    return name;
  }
};
