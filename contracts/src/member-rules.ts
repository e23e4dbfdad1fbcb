import { MEMBER_LIMITS, OLE_MAGIC, XLSX_EXTENSION, XLSX_MIME_TYPE } from './constants';
import type { Policy } from './domain';
import type {
  AddRow,
  AlterationPolicy,
  ChangePlanRow,
  DependentForm,
  EmployeeForm,
  MemberAlterationRef,
  RemoveRow,
} from './domain-members';
import { ERROR_CODES } from './error-codes';

/*
 * The Members area's rules (part 2 section 5), shared by the portal's forms and the mock's
 * server-side checks so both give the same answer. Pure: "today" and the server's name pattern
 * are passed in. Dates are compared as calendar days (no time zone enters).
 */

const E = ERROR_CODES;
const L = MEMBER_LIMITS.fields;

// ---------------------------------------------------------------------------------------------
// dates

const DAY_MS = 86_400_000;

const isoOf = (y: number, m: number, d: number): string | null => {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** DD-MM-YYYY (dates of birth, as typed and sent) to YYYY-MM-DD; null when not a real date. */
export const parseDmyDate = (value: string): string | null => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return m ? isoOf(Number(m[3]), Number(m[2]), Number(m[1])) : null;
};

/** YYYY-MM-DD (effective dates as sent) checked to be a real date; null otherwise. */
export const parseIsoDate = (value: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
};

/**
 * Month abbreviations a typed DD MMM YYYY may use: English and Indonesian (as the portal shows
 * dates in each language; Agu is also common for Agustus). Case does not matter.
 */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  mei: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  agt: 8,
  agu: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  des: 12,
};

/** DD MMM YYYY ("01 Dec 2026", "17 Agt 2026") to YYYY-MM-DD; null when not a real date. */
export const parseMonthNameDate = (value: string): string | null => {
  const m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(value.trim().replace(/\s+/g, ' '));
  const month = m ? MONTHS[m[2]!.toLowerCase()] : undefined;
  return m && month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
};

/**
 * A typed date in either form part 1 section 5 allows (DD-MM-YYYY or DD MMM YYYY) to
 * YYYY-MM-DD; null otherwise (err009).
 */
export const parseTypedDate = (value: string): string | null =>
  parseDmyDate(value.trim()) ?? parseMonthNameDate(value);

/** YYYY-MM-DD to DD-MM-YYYY (the form's and the mask's order). */
export const toDmyDate = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${m}-${y}`;
};

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(dayNumber(to) - dayNumber(from));

/** The day `days` after an ISO date (negative: before). */
export const addIsoDays = (iso: string, days: number): string =>
  new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// forms

/**
 * What is wrong with one field: a catalogue code where the spec names one (err001 required,
 * err007 e-mail format, err008 mobile number, err009 date format, err025 gender, err026 marital
 * status, err028 member type, err029 subsidiary), else a key the portal translates.
 */
export type FieldError =
  | typeof E.required
  | typeof E.emailFormat
  | typeof E.mobileInvalid
  | typeof E.dateFormat
  | typeof E.genderRequired
  | typeof E.maritalStatusRequired
  | typeof E.memberTypeRequired
  | typeof E.subsidiaryRequired
  | 'maxLength'
  | 'pattern'
  | 'futureDate'
  | 'digitsOnly'
  | 'amountFormat';

export type FieldErrors = Partial<Record<string, FieldError>>;

export interface FormContext {
  /** The server's pattern (EMPLOYEE_NAME_ALLOWABLE_CHAR or NAME_ALLOWABLE_CHAR). */
  namePattern: string | undefined;
  /** Today on the checking side's clock (YYYY-MM-DD): no date of birth after it. */
  today: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_RE = /^\d+$/;
const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;

/** The server's pattern as a RegExp; an unusable pattern checks nothing (the server's fault). */
export const namePatternOf = (pattern: string | undefined): RegExp | null => {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
};

const checkName = (name: string, pattern: string | undefined): FieldError | undefined => {
  const value = name.trim();
  if (value === '') return E.required;
  if (value.length > L.name) return 'maxLength';
  const re = namePatternOf(pattern);
  if (re && !re.test(value)) return 'pattern';
  return undefined;
};

const checkDateOfBirth = (value: string, today: string): FieldError | undefined => {
  if (value.trim() === '') return E.required;
  const iso = value.length > L.dateInput ? null : parseDmyDate(value);
  if (!iso) return E.dateFormat;
  if (iso > today) return 'futureDate';
  return undefined;
};

const checkEmail = (value: string, required: boolean): FieldError | undefined => {
  const v = value.trim();
  if (v === '') return required ? E.required : undefined;
  if (v.length > L.email) return 'maxLength';
  return EMAIL_RE.test(v) ? undefined : E.emailFormat;
};

/**
 * A mobile number as the field keeps it once left: surrounding spaces and one leading 0 trimmed
 * (part 1 section 5). Applied once, where the user leaves the field, never by the rule below:
 * what still starts with 0 after it ("00812...") is refused, as the spec's rule says.
 */
export const trimMobileNumber = (value: string): string => {
  const v = value.trim();
  return v.startsWith('0') ? v.slice(1) : v;
};

/**
 * A mobile number by its country dial code (part 1 section 5, read in docs/spec-notes.md): it
 * must not start with 0, must be over 8 digits for +62 and not fewer than 10 for other codes
 * (err008). Digits only, at most 12 (part 2 section 5). Empty is fine (the field is optional).
 */
export const checkMobileNumber = (value: string, dialCode: string): FieldError | undefined => {
  const v = value.trim();
  if (v === '') return undefined;
  if (!DIGITS_RE.test(v)) return 'digitsOnly';
  if (v.length > L.mobileNumber) return 'maxLength';
  if (v.startsWith('0') || !/^\+\d{1,4}$/.test(dialCode)) return E.mobileInvalid;
  if (dialCode === '+62') return v.length > 8 ? undefined : E.mobileInvalid;
  return v.length < 10 ? E.mobileInvalid : undefined;
};

const maxLen = (value: string, max: number): FieldError | undefined =>
  value.length > max ? 'maxLength' : undefined;

const digits = (value: string, max: number): FieldError | undefined => {
  if (value === '') return undefined;
  if (!DIGITS_RE.test(value)) return 'digitsOnly';
  return maxLen(value, max);
};

const collect = (entries: [string, FieldError | undefined][]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
};

/** The employee form's rules (part 2 section 5); an empty result means valid. */
export const validateEmployeeForm = (form: EmployeeForm, ctx: FormContext): FieldErrors =>
  collect([
    ['subsidiary', form.subsidiary.trim() === '' ? E.subsidiaryRequired : undefined],
    ['name', checkName(form.name, ctx.namePattern)],
    ['dateOfBirth', checkDateOfBirth(form.dateOfBirth, ctx.today)],
    ['gender', form.gender === '' ? E.genderRequired : undefined],
    ['maritalStatus', form.maritalStatus === '' ? E.maritalStatusRequired : undefined],
    ['email', checkEmail(form.email, true)],
    ['mobileNumber', checkMobileNumber(form.mobileNumber, form.countryDialCode)],
    ['employeeId', maxLen(form.employeeId, L.employeeId)],
    ['ktpIcNo', maxLen(form.ktpIcNo, L.ktpIcNo)],
    [
      'salary.amount',
      form.salary.amount === ''
        ? undefined
        : form.salary.amount.length > L.salary
          ? 'maxLength'
          : AMOUNT_RE.test(form.salary.amount)
            ? undefined
            : 'amountFormat',
    ],
    ['addressLine1', maxLen(form.addressLine1, L.addressLine)],
    ['addressLine2', maxLen(form.addressLine2, L.addressLine)],
    ['postalCode', digits(form.postalCode, L.postalCode)],
    ['bankAccount.accountNumber', digits(form.bankAccount.accountNumber, L.bankAccountNumber)],
    ['bankAccount.accountName', maxLen(form.bankAccount.accountName, L.bankAccountName)],
  ]);

/** One dependent form's rules; email and mobile are optional but checked when present. */
export const validateDependentForm = (form: DependentForm, ctx: FormContext): FieldErrors =>
  collect([
    ['name', checkName(form.name, ctx.namePattern)],
    ['dateOfBirth', checkDateOfBirth(form.dateOfBirth, ctx.today)],
    ['gender', form.gender === '' ? E.genderRequired : undefined],
    ['memberType', form.memberType === '' ? E.memberTypeRequired : undefined],
    ['email', checkEmail(form.email, false)],
    ['mobileNumber', checkMobileNumber(form.mobileNumber, form.countryDialCode)],
    ['ktpIcNo', maxLen(form.ktpIcNo, L.ktpIcNo)],
  ]);

/**
 * The code a server answers for a failed form: the first field's catalogue code when it has one
 * (err025 for a missing gender, ...), else err033 (fields not in the correct format).
 */
export const formErrorCode = (errors: FieldErrors): string | null => {
  const first = Object.values(errors).find((e) => e !== undefined);
  if (!first) return null;
  return first.startsWith('err') ? first : E.fieldsInvalid;
};

/** Whether another dependent form may be added (the add button is disabled at 10). */
export const canAddDependent = (count: number): boolean => count < MEMBER_LIMITS.maxDependents;

/** Whether a submission's dependents are within the limit (at least `min`, at most 10). */
export const dependentsWithinLimit = (count: number, min = 0): boolean =>
  count >= min && count <= MEMBER_LIMITS.maxDependents;

/**
 * Salary as sent: two decimals ('' stays ''). A comma is a decimal separator, as the currency
 * input reads it (part 1 section 5: commas turn into dots), never a thousands separator.
 */
export const salaryWithTwoDecimals = (amount: string): string => {
  const v = amount.replace(/,/g, '.').trim();
  if (v === '' || !/^\d+(\.\d*)?$/.test(v)) return v;
  const [whole = '0', fraction = ''] = v.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

// ---------------------------------------------------------------------------------------------
// effective dates and rows

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

// ---------------------------------------------------------------------------------------------
// display

/** A member number with a hyphen after the fifth character (00001-00001201). */
export const formatMemberNumber = (memberNumber: string): string =>
  memberNumber.length > 5 ? `${memberNumber.slice(0, 5)}-${memberNumber.slice(5)}` : memberNumber;

/** A plan as "number (description)"; the number alone without a description. */
export const planDisplay = (planNo: string, planDesc: string | null | undefined): string =>
  planDesc ? `${planNo} (${planDesc})` : planNo;

/** Every reference of an alteration answer (a string or a list). */
export const alterationRefs = (ref: MemberAlterationRef): string[] =>
  typeof ref === 'string' ? [ref] : [...ref];

/** A policy list entry as the alteration screens use it (Policy for alteration). */
export const toAlterationPolicy = (policy: Policy): AlterationPolicy => ({
  id: policy.id,
  policyType: policy.policyType,
  policyNo: policy.policyNo,
  policyRemark: policy.policyType,
  policyCommencementDate: policy.policyCommencementDate,
  policyEndDate: policy.policyPeriodTo,
  plans: policy.planVMList.map((p) => ({ planNo: p.planNo, planDesc: p.planDescription })),
  subsidiaryVMList: policy.subsidiaryVMList.map((s) => ({
    subsidiaryNo: s.subsidiaryNo,
    subsidiaryName: s.subsidiaryName,
  })),
});
