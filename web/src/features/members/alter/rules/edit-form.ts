import {
  toDmyDate,
  type DependentForm,
  type EmployeeForm,
  type MemberDetail,
  type MemberPolicy,
} from '@mo/contracts';
import { collapseWhitespace } from '@/lib/input-filters';
import { trimmedDependent, trimmedEmployee } from '@/features/members/shared/form-entries';

/** Employee (or the Indonesian word for it) opens the employee form (spec part 2 section 2). */
export const isEmployeeType = (memberType: string): boolean =>
  /^(employee|karyawan)$/i.test(memberType.trim());

/** The member's subsidiaries on their policies (the edit form's subsidiary dropdown). */
export const subsidiariesOf = (policies: readonly MemberPolicy[]) => {
  const seen = new Map<string, string>();
  for (const p of policies) if (p.subsidiaryNo) seen.set(p.subsidiaryNo, p.subsidiaryName);
  return [...seen].map(([subsidiaryNo, subsidiaryName]) => ({ subsidiaryNo, subsidiaryName }));
};

/** The employee form as loaded from the member's details (dates of birth as DD-MM-YYYY). */
export const employeeFormOf = (detail: MemberDetail, subsidiaryNo: string): EmployeeForm => ({
  id: detail.id,
  subsidiary: subsidiaryNo,
  name: detail.memberName,
  dateOfBirth: toDmyDate(detail.dateOfBirth),
  gender: detail.gender,
  maritalStatus: detail.maritalStatus,
  email: detail.email,
  employeeId: detail.employeeId,
  ktpIcNo: detail.icNumber,
  countryCode: detail.countryCode,
  countryDialCode: detail.countryDialCode,
  mobileNumber: detail.mobileNumber,
  salary: detail.salary ?? { amount: '', currency: 'IDR' },
  addressLine1: detail.addressLine1,
  addressLine2: detail.addressLine2,
  postalCode: detail.postCode,
  bankAccount: {
    accountName: detail.bankAccount?.accountName ?? '',
    accountNumber: detail.bankAccount?.accountNumber ?? '',
    bank: detail.bankAccount?.bank ?? null,
  },
});

/** The dependent form as loaded ('wife' is the child option, per the contracts). */
export const dependentFormOf = (detail: MemberDetail): DependentForm => ({
  id: detail.id,
  name: detail.memberName,
  gender: detail.gender,
  memberType: detail.memberType === 'SPOUSE' ? 'spouse' : 'wife',
  dateOfBirth: toDmyDate(detail.dateOfBirth),
  mobileNumber: detail.mobileNumber,
  email: detail.email,
  ktpIcNo: detail.icNumber,
  countryCode: detail.countryCode,
  flag: detail.countryCode.toLowerCase(),
  countryDialCode: detail.countryDialCode,
});

/**
 * The employee details as sent (spec part 2 section 4): the entries trimmed (shared/form-entries),
 * null bank fields as empty text.
 */
export const employeeDetailsToSend = (form: EmployeeForm): EmployeeForm => ({
  ...trimmedEmployee(form),
  bankAccount: {
    accountName: collapseWhitespace(form.bankAccount.accountName ?? ''),
    accountNumber: form.bankAccount.accountNumber ?? '',
    bank: form.bankAccount.bank
      ? { key: form.bankAccount.bank.key ?? '', desc: form.bankAccount.bank.desc ?? '' }
      : null,
  },
});

export const dependentDetailsToSend = trimmedDependent;
