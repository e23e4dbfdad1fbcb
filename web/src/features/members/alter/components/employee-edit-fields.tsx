import { MEMBER_LIMITS, type EmployeeForm, type FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import {
  BankField,
  MaritalStatusField,
  MobileNumberField,
  SalaryField,
  SubsidiaryField,
  TextField,
  type SubsidiaryOption,
} from '../../shared/fields';
import { BirthGenderFields } from './birth-gender-fields';

const L = MEMBER_LIMITS.fields;

interface EmployeeEditFieldsProps {
  form: EmployeeForm;
  errors: FieldErrors;
  subsidiaries: readonly SubsidiaryOption[];
  /** A change of one or more fields; `paths` are the rule functions' field paths touched. */
  onChange: (patch: Partial<EmployeeForm>, ...paths: string[]) => void;
}

/** The employee's edit model (spec part 2 section 3) with the add worker's field widgets. */
export function EmployeeEditFields({
  form,
  errors,
  subsidiaries,
  onChange,
}: EmployeeEditFieldsProps) {
  const { t } = useTranslation('membersAlter');
  const text = (
    key:
      'name' | 'email' | 'employeeId' | 'ktpIcNo' | 'addressLine1' | 'addressLine2' | 'postalCode',
    maxLength: number,
    options: {
      required?: boolean;
      digitsOnly?: boolean;
      restricted?: boolean;
      upperCase?: boolean;
    } = {},
  ) => (
    <TextField
      id={`edit-${key}`}
      label={t(`edit.fields.${key}`)}
      value={form[key]}
      maxLength={maxLength}
      error={errors[key]}
      onChange={(value) => onChange({ [key]: value }, key)}
      {...options}
    />
  );
  return (
    <div className="member-alter__form" data-testid="edit-employee-fields">
      <SubsidiaryField
        id="edit-subsidiary"
        value={form.subsidiary}
        subsidiaries={subsidiaries}
        error={errors.subsidiary}
        onChange={(subsidiary) => onChange({ subsidiary }, 'subsidiary')}
      />
      {text('name', L.name, { required: true })}
      <BirthGenderFields form={form} errors={errors} onChange={onChange} />
      <MaritalStatusField
        id="edit-maritalStatus"
        value={form.maritalStatus}
        error={errors.maritalStatus}
        onChange={(value) =>
          onChange({ maritalStatus: value as EmployeeForm['maritalStatus'] }, 'maritalStatus')
        }
      />
      {text('email', L.email, { required: true, upperCase: false })}
      <MobileNumberField
        id="edit-mobileNumber"
        label={t('edit.fields.mobileNumber')}
        accessibleName={t('edit.fields.mobileNumber')}
        value={form}
        error={errors.mobileNumber}
        onChange={(phone) => onChange(phone, 'mobileNumber')}
      />
      {text('employeeId', L.employeeId, { restricted: true })}
      {text('ktpIcNo', L.ktpIcNo, { restricted: true })}
      <SalaryField
        id="edit-salary"
        label={t('edit.fields.salary')}
        accessibleName={t('edit.fields.salary')}
        value={form.salary}
        error={errors['salary.amount']}
        onChange={(salary) => onChange({ salary }, 'salary.amount')}
      />
      {text('addressLine1', L.addressLine)}
      {text('addressLine2', L.addressLine)}
      {text('postalCode', L.postalCode, { digitsOnly: true })}
      <BankField
        id="edit-bank"
        label={t('edit.fields.bank')}
        accessibleName={t('edit.fields.bank')}
        value={form.bankAccount.bank}
        onChange={(bank) => onChange({ bankAccount: { ...form.bankAccount, bank } })}
      />
      <TextField
        id="edit-accountNumber"
        label={t('edit.fields.accountNumber')}
        value={form.bankAccount.accountNumber}
        maxLength={L.bankAccountNumber}
        digitsOnly
        error={errors['bankAccount.accountNumber']}
        onChange={(accountNumber) =>
          onChange(
            { bankAccount: { ...form.bankAccount, accountNumber } },
            'bankAccount.accountNumber',
          )
        }
      />
      <TextField
        id="edit-accountName"
        label={t('edit.fields.accountName')}
        value={form.bankAccount.accountName}
        maxLength={L.bankAccountName}
        restricted
        error={errors['bankAccount.accountName']}
        onChange={(accountName) =>
          onChange({ bankAccount: { ...form.bankAccount, accountName } }, 'bankAccount.accountName')
        }
      />
    </div>
  );
}
