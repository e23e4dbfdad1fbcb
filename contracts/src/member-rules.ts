import { MEMBER_LIMITS } from './constants';
import type { Policy } from './domain';
import type {
  AlterationPolicy,
  DependentForm,
  EmployeeForm,
  MemberAlterationRef,
} from './domain-member-forms';
import { ERROR_CODES } from './error-codes';
import { parseDmyDate } from './member-dates';

/*
 * The Members area's rules (part 2 section 5), shared by the portal's forms and the mock's
 * server-side checks so both give the same answer. Pure: "today" and the server's name pattern
 * are passed in. Dates are compared as calendar days (no time zone enters).
 */

// The date rules and the alteration rows' and upload's rules have their own modules; this entry
// keeps exporting them so that the portal and the mock import the Members rules from one place.
export * from './member-dates';
export * from './member-alteration-rules';

const E = ERROR_CODES;
const L = MEMBER_LIMITS.fields;

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
