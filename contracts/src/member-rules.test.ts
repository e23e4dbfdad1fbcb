import { MEMBER_LIMITS, XLSX_MIME_TYPE } from './constants';
import type { AddRow, DependentForm, EmployeeForm } from './domain-member-forms';
import {
  addIsoDays,
  alterationRefs,
  canAddDependent,
  checkAddRow,
  checkChangePlanRow,
  checkEffectiveDate,
  checkMobileNumber,
  checkRemoveRow,
  checkUpload,
  dependentsWithinLimit,
  formErrorCode,
  formatMemberNumber,
  isPasswordProtected,
  parseDmyDate,
  parseIsoDate,
  parseMonthNameDate,
  parseTypedDate,
  planDisplay,
  rowsErrorCode,
  salaryWithTwoDecimals,
  stripFileName,
  tableErrorCode,
  trimMobileNumber,
  validateDependentForm,
  validateEmployeeForm,
} from './member-rules';
import { dependentForm, employeeForm } from '../test/support/employee-form';

const today = '2026-11-01';
const ctx = { namePattern: "^[A-Za-z .,'-]*$", today };

export const validEmployee = (): EmployeeForm =>
  employeeForm(
    {
      id: 'EBMBR-1',
      subsidiary: 'SUB-1',
      name: 'BUDI SANTOSO',
      dateOfBirth: '17-08-1990',
      gender: 'M',
      maritalStatus: 'married',
      email: 'BUDI@EXAMPLE.COM',
      employeeId: 'EMP0001',
      ktpIcNo: '3171234567890001',
    },
    {
      salary: { amount: '15000000.00', currency: 'IDR' },
      addressLine1: 'JL. SUDIRMAN 1',
      postalCode: '12190',
      bankAccount: { accountName: 'BUDI SANTOSO', accountNumber: '1234567890', bank: null },
    },
  );

export const validDependent = (): DependentForm =>
  dependentForm({
    id: 'EBMBR-2',
    name: 'SITI SANTOSO',
    gender: 'F',
    memberType: 'spouse',
    dateOfBirth: '01-02-1992',
  });

const employeeWith = (patch: Partial<EmployeeForm>) => ({ ...validEmployee(), ...patch });
const dependentWith = (patch: Partial<DependentForm>) => ({ ...validDependent(), ...patch });

describe('dates', () => {
  it('reads DD-MM-YYYY and refuses impossible days', () => {
    expect(parseDmyDate('29-02-2024')).toBe('2024-02-29');
    expect(parseDmyDate('29-02-2025')).toBeNull();
    expect(parseDmyDate('2024-02-29')).toBeNull();
    expect(parseDmyDate('1-2-2024')).toBeNull();
  });
  it('reads YYYY-MM-DD and refuses impossible days', () => {
    expect(parseIsoDate('2026-12-01')).toBe('2026-12-01');
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('01-12-2026')).toBeNull();
  });
});

describe('employee form (part 2 section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateEmployeeForm(validEmployee(), ctx)).toEqual({});
  });
  it.each([
    ['subsidiary', { subsidiary: '' }, 'err029'],
    ['name', { name: '  ' }, 'err001'],
    ['name', { name: 'A'.repeat(122) }, 'maxLength'],
    ['name', { name: 'BUDI_123' }, 'pattern'],
    ['dateOfBirth', { dateOfBirth: '' }, 'err001'],
    ['dateOfBirth', { dateOfBirth: '31-02-1990' }, 'err009'],
    ['dateOfBirth', { dateOfBirth: '17/08/1990' }, 'err009'],
    ['dateOfBirth', { dateOfBirth: '02-11-2026' }, 'futureDate'],
    ['gender', { gender: '' }, 'err025'],
    ['maritalStatus', { maritalStatus: '' }, 'err026'],
    ['email', { email: '' }, 'err001'],
    ['email', { email: 'budi@example' }, 'err007'],
    ['email', { email: `${'a'.repeat(40)}@example.com` }, 'maxLength'],
    ['mobileNumber', { mobileNumber: '81-234' }, 'digitsOnly'],
    ['mobileNumber', { mobileNumber: '8123456789012' }, 'maxLength'],
    ['mobileNumber', { mobileNumber: '0081234567' }, 'err008'],
    ['employeeId', { employeeId: 'E'.repeat(15) }, 'maxLength'],
    ['ktpIcNo', { ktpIcNo: '1'.repeat(25) }, 'maxLength'],
    ['salary.amount', { salary: { amount: '12.345', currency: 'IDR' } }, 'amountFormat'],
    ['salary.amount', { salary: { amount: '1'.repeat(16), currency: 'IDR' } }, 'maxLength'],
    ['addressLine1', { addressLine1: 'A'.repeat(31) }, 'maxLength'],
    ['addressLine2', { addressLine2: 'A'.repeat(31) }, 'maxLength'],
    ['postalCode', { postalCode: '12a90' }, 'digitsOnly'],
    ['postalCode', { postalCode: '1'.repeat(11) }, 'maxLength'],
    [
      'bankAccount.accountNumber',
      { bankAccount: { accountName: '', accountNumber: '1'.repeat(21), bank: null } },
      'maxLength',
    ],
    [
      'bankAccount.accountNumber',
      { bankAccount: { accountName: '', accountNumber: '12-34', bank: null } },
      'digitsOnly',
    ],
    [
      'bankAccount.accountName',
      { bankAccount: { accountName: 'A'.repeat(122), accountNumber: '', bank: null } },
      'maxLength',
    ],
  ] as const)('%s: %j gives %s', (field, patch, error) => {
    expect(validateEmployeeForm(employeeWith(patch), ctx)[field]).toBe(error);
  });
  it('takes its name pattern from the server', () => {
    const form = employeeWith({ name: 'BUDI 2' });
    expect(validateEmployeeForm(form, ctx).name).toBe('pattern');
    expect(
      validateEmployeeForm(form, { ...ctx, namePattern: '^[A-Z0-9 ]*$' }).name,
    ).toBeUndefined();
  });
  it('accepts exactly the maxima', () => {
    const form = employeeWith({
      name: 'A'.repeat(121),
      employeeId: 'E'.repeat(14),
      ktpIcNo: '1'.repeat(24),
      addressLine1: 'A'.repeat(30),
      postalCode: '1'.repeat(10),
      mobileNumber: '812345678901',
    });
    expect(validateEmployeeForm(form, ctx)).toEqual({});
  });
});

describe('mobile number by dial code (part 1 section 5)', () => {
  it('trims one leading 0 and surrounding spaces', () => {
    expect(trimMobileNumber(' 081234567890 ')).toBe('81234567890');
    expect(trimMobileNumber('0081234567')).toBe('081234567');
    expect(trimMobileNumber('81234567890')).toBe('81234567890');
    expect(checkMobileNumber(trimMobileNumber('0812345678'), '+62')).toBeUndefined();
  });
  it('must not start with 0 (err008): what is left after the one trimmed 0', () => {
    expect(checkMobileNumber(trimMobileNumber('00812345678'), '+62')).toBe('err008');
    expect(checkMobileNumber('0812345678', '+62')).toBe('err008');
    expect(checkMobileNumber('06512345678', '+65')).toBe('err008');
  });
  it('+62: over 8 digits, else err008', () => {
    expect(checkMobileNumber('812345678', '+62')).toBeUndefined();
    expect(checkMobileNumber('81234567', '+62')).toBe('err008');
    // The spec asks for no particular first digit, only not 0.
    expect(checkMobileNumber('212345678', '+62')).toBeUndefined();
  });
  it('other dial codes: fewer than 10 digits give err008', () => {
    expect(checkMobileNumber('9123456789', '+65')).toBeUndefined();
    expect(checkMobileNumber('912345678', '+65')).toBe('err008');
  });
  it('digits only, at most 12, and a usable dial code', () => {
    expect(checkMobileNumber('81 2345678', '+62')).toBe('digitsOnly');
    expect(checkMobileNumber('8123456789012', '+62')).toBe('maxLength');
    expect(checkMobileNumber('9123456789', '')).toBe('err008');
    expect(checkMobileNumber('', '+62')).toBeUndefined();
  });
});

describe('typed dates (part 1 section 5)', () => {
  it('takes DD-MM-YYYY', () => {
    expect(parseTypedDate('01-12-2026')).toBe('2026-12-01');
    expect(parseTypedDate(' 01-12-2026 ')).toBe('2026-12-01');
  });
  it('takes DD MMM YYYY with English or Indonesian months, any case', () => {
    expect(parseTypedDate('01 Dec 2026')).toBe('2026-12-01');
    expect(parseTypedDate('01 Des 2026')).toBe('2026-12-01');
    expect(parseTypedDate('17 agt 2026')).toBe('2026-08-17');
    expect(parseTypedDate('17 Aug 2026')).toBe('2026-08-17');
    expect(parseTypedDate('5  MEI  2026')).toBe('2026-05-05');
    expect(parseTypedDate('01 Okt 2026')).toBe('2026-10-01');
  });
  it('refuses anything else and dates that do not exist', () => {
    expect(parseTypedDate('2026-12-01')).toBeNull();
    expect(parseTypedDate('01/12/2026')).toBeNull();
    expect(parseTypedDate('01 Foo 2026')).toBeNull();
    expect(parseTypedDate('31 Feb 2026')).toBeNull();
    expect(parseTypedDate('01 December 2026')).toBeNull();
    expect(parseMonthNameDate('')).toBeNull();
  });
});

describe('dependent form (part 2 section 5)', () => {
  it('accepts a form without the optional email and mobile', () => {
    expect(validateDependentForm(validDependent(), ctx)).toEqual({});
  });
  it.each([
    ['name', { name: '' }, 'err001'],
    ['name', { name: 'SITI#' }, 'pattern'],
    ['dateOfBirth', { dateOfBirth: '32-01-2000' }, 'err009'],
    ['gender', { gender: '' }, 'err025'],
    ['memberType', { memberType: '' }, 'err028'],
    ['email', { email: 'siti@' }, 'err007'],
    ['mobileNumber', { mobileNumber: 'abc' }, 'digitsOnly'],
    ['ktpIcNo', { ktpIcNo: '1'.repeat(25) }, 'maxLength'],
  ] as const)('%s: %j gives %s', (field, patch, error) => {
    expect(validateDependentForm(dependentWith(patch), ctx)[field]).toBe(error);
  });
});

describe('form error code', () => {
  it("answers the first field's catalogue code, else err033", () => {
    expect(formErrorCode({ gender: 'err025', name: 'pattern' })).toBe('err025');
    expect(formErrorCode({ name: 'pattern', gender: 'err025' })).toBe('err033');
    expect(formErrorCode({})).toBeNull();
  });
});

describe('dependents limit', () => {
  it('allows adding up to the tenth form and no more', () => {
    expect(canAddDependent(9)).toBe(true);
    expect(canAddDependent(MEMBER_LIMITS.maxDependents)).toBe(false);
  });
  it('takes at most 10 in a submission, at least the minimum', () => {
    expect(dependentsWithinLimit(10)).toBe(true);
    expect(dependentsWithinLimit(11)).toBe(false);
    expect(dependentsWithinLimit(0, 1)).toBe(false);
  });
});

describe('salary', () => {
  it('is sent with two decimals', () => {
    expect(salaryWithTwoDecimals('1500000')).toBe('1500000.00');
    expect(salaryWithTwoDecimals('1500000.5')).toBe('1500000.50');
  });
  it('reads a comma as the decimal separator, never as grouping (not a hundred times more)', () => {
    expect(salaryWithTwoDecimals('1500000,50')).toBe('1500000.50');
    expect(salaryWithTwoDecimals('1500000,5')).toBe('1500000.50');
    expect(salaryWithTwoDecimals('')).toBe('');
  });
});

describe('effective date', () => {
  const end = '2026-12-31';
  it('is required (err031)', () => {
    expect(checkEffectiveDate('', { today })).toBe('err031');
  });
  it('must be a real date', () => {
    expect(checkEffectiveDate('2026-11-31', { today })).toBe('err009');
    expect(checkEffectiveDate('01 Dec 2026', { today })).toBe('err009');
  });
  it('lies within 30 days either side of today (err032)', () => {
    expect(checkEffectiveDate(addIsoDays(today, 30), { today })).toBeNull();
    expect(checkEffectiveDate(addIsoDays(today, -30), { today })).toBeNull();
    expect(checkEffectiveDate(addIsoDays(today, 31), { today })).toBe('err032');
    expect(checkEffectiveDate(addIsoDays(today, -31), { today })).toBe('err032');
  });
  it('does not exceed the policy end date (err039)', () => {
    expect(checkEffectiveDate('2026-11-20', { today, policyEndDate: '2026-11-19' })).toBe('err039');
    expect(checkEffectiveDate('2026-11-19', { today, policyEndDate: '2026-11-19' })).toBeNull();
  });
  it('is not before the commencement date when adding (err040)', () => {
    const add = { today, policyEndDate: end, commencementDate: '2026-11-05' };
    expect(checkEffectiveDate('2026-11-04', add)).toBe('err040');
    expect(checkEffectiveDate('2026-11-05', add)).toBeNull();
  });
});

describe('rows', () => {
  const reason = { id: 'TR1', code: 'RESIGN', description: 'Resigned' };
  const rctx = { today, policyEndDate: '2026-12-31' };
  it('a remove row needs a reason (err030) and the end-date rule', () => {
    expect(checkRemoveRow({ id: 'm', effectiveDate: today, terminateReason: null }, rctx)).toEqual({
      terminateReason: 'err030',
    });
    expect(
      checkRemoveRow(
        { id: 'm', effectiveDate: today, terminateReason: reason },
        { today, policyEndDate: '2026-10-31' },
      ),
    ).toEqual({ effectiveDate: 'err039' });
  });
  it('a change-plan row needs a new plan (err035)', () => {
    expect(
      checkChangePlanRow({ id: 'm', planNo: '', planDesc: '', effectiveDate: today }, rctx),
    ).toEqual({ planNo: 'err035' });
  });
  it('an add row needs a plan (err024), a subsidiary (err029) and the commencement rule', () => {
    const row: AddRow = {
      id: 'EBMBR-1',
      planNo: '',
      planDesc: '',
      effectiveDate: '2026-11-01',
      subsidiaryNo: '',
      subsidiaryName: '',
    };
    expect(checkAddRow(row, { ...rctx, commencementDate: '2026-11-02' })).toEqual({
      planNo: 'err024',
      subsidiaryNo: 'err029',
      effectiveDate: 'err040',
    });
  });
  it('any invalid row makes the table err033', () => {
    expect(tableErrorCode([{}, { planNo: 'err035' }])).toBe('err033');
    expect(tableErrorCode([{}, {}])).toBeNull();
  });
  it("a server names the first row error's own code", () => {
    expect(rowsErrorCode([{}, { effectiveDate: 'err032' }])).toBe('err032');
    expect(rowsErrorCode([{ planNo: 'maxLength' }])).toBe('err033');
    expect(rowsErrorCode([{}])).toBeNull();
  });
});

describe('upload', () => {
  const xlsx = { name: 'members.xlsx', size: 1000, type: XLSX_MIME_TYPE };
  it('accepts one xlsx within the size', () => {
    expect(checkUpload([xlsx])).toBeNull();
    expect(checkUpload([{ ...xlsx, size: 3_000_000 }])).toBeNull();
  });
  it('takes exactly one file (FG5022)', () => {
    expect(checkUpload([xlsx, xlsx])).toBe('FG5022');
    expect(checkUpload([])).toBe('FG5022');
  });
  it('takes only xlsx by extension and type (FG5021)', () => {
    expect(checkUpload([{ ...xlsx, name: 'members.xls' }])).toBe('FG5021');
    expect(checkUpload([{ ...xlsx, type: 'text/csv' }])).toBe('FG5021');
  });
  it('refuses more than 3,000,000 bytes (err019)', () => {
    expect(checkUpload([{ ...xlsx, size: 3_000_001 }])).toBe('err019');
  });
  it('refuses a password-protected file, which begins D0 CF 11 E0 (FG5020)', () => {
    const head = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]);
    expect(isPasswordProtected(head)).toBe(true);
    expect(isPasswordProtected(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(checkUpload([{ ...xlsx, head }])).toBe('FG5020');
  });
  it("strips the server's non-allowable characters from the name", () => {
    expect(stripFileName('data#1 (final)&.xlsx', '[#&]')).toBe('data1 (final).xlsx');
    expect(stripFileName('a#b.xlsx', undefined)).toBe('a#b.xlsx');
  });
});

describe('display', () => {
  it('puts a hyphen after the fifth character of a member number', () => {
    expect(formatMemberNumber('0000100012301')).toBe('00001-00012301');
  });
  it('shows a plan as number (description)', () => {
    expect(planDisplay('A', 'Executive')).toBe('A (Executive)');
  });
  it('reads one reference or a list', () => {
    expect(alterationRefs('MA1')).toEqual(['MA1']);
    expect(alterationRefs(['MA1', 'MA2'])).toEqual(['MA1', 'MA2']);
  });
});
