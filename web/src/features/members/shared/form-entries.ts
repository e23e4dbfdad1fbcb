import { salaryWithTwoDecimals, type DependentForm, type EmployeeForm } from '@mo/contracts';
import { collapseWhitespace } from '@/lib/input-filters';

/*
 * What the add flow saves and the edit flow sends alike (spec part 1 section 5, part 2 sections 3
 * and 4): text with its whitespace trimmed and collapsed, the mobile number trimmed (its field
 * took a leading 0 off when left), the salary with two decimals. The bank account is each flow's
 * own (the edit flow also turns null bank fields into empty text).
 */

export const trimmedEmployee = (form: EmployeeForm): Omit<EmployeeForm, 'bankAccount'> => ({
  ...form,
  name: collapseWhitespace(form.name),
  email: collapseWhitespace(form.email),
  employeeId: collapseWhitespace(form.employeeId),
  ktpIcNo: collapseWhitespace(form.ktpIcNo),
  addressLine1: collapseWhitespace(form.addressLine1),
  addressLine2: collapseWhitespace(form.addressLine2),
  mobileNumber: form.mobileNumber.trim(),
  salary: { ...form.salary, amount: salaryWithTwoDecimals(form.salary.amount) },
});

export const trimmedDependent = (form: DependentForm): DependentForm => ({
  ...form,
  name: collapseWhitespace(form.name),
  email: collapseWhitespace(form.email),
  ktpIcNo: collapseWhitespace(form.ktpIcNo),
  mobileNumber: form.mobileNumber.trim(),
});
