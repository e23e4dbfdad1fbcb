import type { DependentForm, EmployeeForm } from '@mo/contracts';

/** Who the employee is: the form's fields before its contact, payroll and bank details. */
export type EmployeeIdentity = Pick<
  EmployeeForm,
  | 'id'
  | 'subsidiary'
  | 'name'
  | 'dateOfBirth'
  | 'gender'
  | 'maritalStatus'
  | 'email'
  | 'employeeId'
  | 'ktpIcNo'
>;

/**
 * An employee form as the tests send it: the identity, then an Indonesian mobile number, a salary
 * in rupiah and, unless `details` gives them, no address and no bank account (the fields in the
 * form's order).
 */
export const employeeForm = (
  identity: EmployeeIdentity,
  details: Partial<Omit<EmployeeForm, keyof EmployeeIdentity>> = {},
): EmployeeForm => ({
  ...identity,
  countryCode: 'ID',
  countryDialCode: '+62',
  mobileNumber: '81234567890',
  salary: { amount: '7500000.00', currency: 'IDR' },
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  bankAccount: { accountName: '', accountNumber: '', bank: null },
  ...details,
});

/** Who the dependent is: the form's fields before its contact details. */
export type DependentIdentity = Pick<
  DependentForm,
  'id' | 'name' | 'gender' | 'memberType' | 'dateOfBirth'
>;

/** A dependent form as the tests send it: the identity, no contact details, Indonesia's flag. */
export const dependentForm = (identity: DependentIdentity): DependentForm => ({
  ...identity,
  mobileNumber: '',
  email: '',
  ktpIcNo: '',
  countryCode: 'ID',
  flag: 'id',
  countryDialCode: '+62',
});
