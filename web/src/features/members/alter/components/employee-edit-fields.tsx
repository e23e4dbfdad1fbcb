import { MEMBER_LIMITS, type EmployeeForm, type FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import {
  BankField,
  BirthGenderFields,
  MaritalStatusField,
  MobileNumberField,
  SalaryField,
  SubsidiaryField,
  textFieldsOf,
  type SubsidiaryOption,
} from '../../shared/fields';
import { employeeText, type EmployeeTextKey } from '../../shared/form-text';

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
  const text = textFieldsOf({
    id: (key: EmployeeTextKey) => `edit-${key}`,
    label: (key: EmployeeTextKey) => t(`edit.fields.${key}`),
    ...employeeText(form, errors, onChange),
  });
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
      <EditBirthGender form={form} errors={errors} onChange={onChange} />
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
      {text('accountNumber', L.bankAccountNumber, { digitsOnly: true })}
      {text('accountName', L.bankAccountName, { restricted: true })}
    </div>
  );
}

type EditBirthGenderProps = Pick<
  Parameters<typeof BirthGenderFields>[0],
  'form' | 'errors' | 'onChange'
>;

/** The edit form's date of birth and gender, the same for an employee and a dependent. */
export function EditBirthGender(props: EditBirthGenderProps) {
  const { t } = useTranslation('membersAlter');
  return (
    <BirthGenderFields
      idOf={(field) => `edit-${field}`}
      dateLabel={t('edit.fields.dateOfBirth')}
      datePlaceholder={t('datePlaceholder')}
      required
      {...props}
    />
  );
}
