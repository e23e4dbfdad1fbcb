import {
  DEFAULT_VARIABLE_CODES,
  NEW_MEMBER_ID_PREFIX,
  type DependentForm,
  type EmployeeForm,
} from '@mo/contracts';
import { collapseWhitespace } from '@/lib/input-filters';
import { defaultVariable } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';
import { trimmedDependent, trimmedEmployee } from '../shared/form-entries';

let sequence = 0;
/** A form id: EBMBR- plus a unique id (spec part 2 section 3). */
export const newMemberId = (): string => {
  sequence += 1;
  return `${NEW_MEMBER_ID_PREFIX}${Date.now().toString(36)}${sequence.toString(36)}`;
};

/** A new employee form's entries (its id aside). */
export const emptyEmployeeEntries = (): Omit<EmployeeForm, 'id'> => ({
  subsidiary: '',
  name: '',
  dateOfBirth: '',
  gender: '',
  maritalStatus: '',
  email: '',
  employeeId: '',
  ktpIcNo: '',
  countryCode: 'ID',
  countryDialCode: '+62',
  mobileNumber: '',
  salary: { amount: '', currency: 'IDR' },
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  bankAccount: { accountName: '', accountNumber: '', bank: null },
});

export const emptyEmployeeForm = (): EmployeeForm => ({
  id: newMemberId(),
  ...emptyEmployeeEntries(),
});

/** A new dependent form: country ID, flag id, +62 by default. */
export const emptyDependentEntries = (): Omit<DependentForm, 'id'> => ({
  name: '',
  gender: '',
  memberType: '',
  dateOfBirth: '',
  mobileNumber: '',
  email: '',
  ktpIcNo: '',
  countryCode: 'ID',
  flag: 'id',
  countryDialCode: '+62',
});

export const emptyDependentForm = (): DependentForm => ({
  id: newMemberId(),
  ...emptyDependentEntries(),
});

/** Whether two forms hold the same entries (ids aside): the unsaved-changes test. */
export const sameEntries = <T extends { id: string }>(a: readonly T[], b: readonly T[]): boolean =>
  JSON.stringify(a.map(({ id: _id, ...rest }) => rest)) ===
  JSON.stringify(b.map(({ id: _id, ...rest }) => rest));

/** What Next saves: the entries trimmed (shared/form-entries), the bank's account name too. */
export const employeeAsSaved = (form: EmployeeForm): EmployeeForm => ({
  ...trimmedEmployee(form),
  bankAccount: {
    ...form.bankAccount,
    accountName: collapseWhitespace(form.bankAccount.accountName),
  },
});

export const dependentAsSaved = trimmedDependent;

/** The server's name patterns (DEFAULT_VARIABLES): employees' and dependents'. */
export function useNamePatterns(): { employee: string | undefined; dependent: string | undefined } {
  const defaults = useDefaultVariables();
  return {
    employee: defaultVariable(defaults, DEFAULT_VARIABLE_CODES.employeeNameAllowableChar),
    dependent: defaultVariable(defaults, DEFAULT_VARIABLE_CODES.nameAllowableChar),
  };
}
