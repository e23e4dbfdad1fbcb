import { MEMBER_LIMITS, type EmployeeForm, type FieldErrors } from '@mo/contracts';
import {
  BankField,
  MaritalStatusField,
  MobileNumberField,
  SalaryField,
  SubsidiaryField,
  textFieldsOf,
  type SubsidiaryOption,
} from './fields';
import { employeeText, type EmployeeTextKey } from './form-text';

export const L = MEMBER_LIMITS.fields;

export type EmployeeWidgetKey = EmployeeTextKey | 'mobileNumber' | 'salary' | 'bank';

interface EmployeeWidgetsOf {
  form: EmployeeForm;
  errors: FieldErrors;
  subsidiaries: readonly SubsidiaryOption[];
  /** A change and the rule functions' field path it touched (none for the bank). */
  onChange: (patch: Partial<EmployeeForm>, ...paths: string[]) => void;
  id: (key: EmployeeWidgetKey | 'subsidiary' | 'maritalStatus') => string;
  label: (key: EmployeeWidgetKey) => string;
}

/**
 * The employee form's widgets by name, the same on the add and the edit screen: each screen lays
 * them out in its own order, its text fields with their own options.
 */
export function employeeWidgets({
  form,
  errors,
  subsidiaries,
  onChange,
  id,
  label,
}: EmployeeWidgetsOf) {
  return {
    text: textFieldsOf({ id, label, ...employeeText(form, errors, onChange) }),
    subsidiary: (
      <SubsidiaryField
        id={id('subsidiary')}
        subsidiaries={subsidiaries}
        value={form.subsidiary}
        error={errors.subsidiary}
        onChange={(subsidiary) => onChange({ subsidiary }, 'subsidiary')}
      />
    ),
    maritalStatus: (
      <MaritalStatusField
        id={id('maritalStatus')}
        value={form.maritalStatus}
        error={errors.maritalStatus}
        onChange={(value) =>
          onChange({ maritalStatus: value as EmployeeForm['maritalStatus'] }, 'maritalStatus')
        }
      />
    ),
    mobileNumber: (
      <MobileNumberField
        id={id('mobileNumber')}
        label={label('mobileNumber')}
        accessibleName={label('mobileNumber')}
        value={{
          countryCode: form.countryCode,
          countryDialCode: form.countryDialCode,
          mobileNumber: form.mobileNumber,
        }}
        error={errors.mobileNumber}
        onChange={(phone) => onChange(phone, 'mobileNumber')}
      />
    ),
    salary: (
      <SalaryField
        id={id('salary')}
        label={label('salary')}
        accessibleName={label('salary')}
        value={form.salary}
        error={errors['salary.amount']}
        onChange={(salary) => onChange({ salary }, 'salary.amount')}
      />
    ),
    bank: (
      <BankField
        id={id('bank')}
        label={label('bank')}
        accessibleName={label('bank')}
        value={form.bankAccount.bank}
        onChange={(bank) => onChange({ bankAccount: { ...form.bankAccount, bank } })}
      />
    ),
  };
}
