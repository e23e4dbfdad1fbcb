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

interface EmployeeFormSectionProps {
  value: EmployeeForm;
  onChange: (next: EmployeeForm) => void;
  errors: FieldErrors;
  subsidiaries: readonly SubsidiaryOption[];
}

/** The employee form (spec part 2 sections 3 and 5): personal details, contact, salary, bank. */
export function EmployeeFormSection({
  value,
  onChange,
  errors,
  subsidiaries,
}: EmployeeFormSectionProps) {
  const { t } = useTranslation('membersAdd');
  const set = (patch: Partial<EmployeeForm>) => onChange({ ...value, ...patch });
  const id = (field: string) => `employee-${field}`;
  const text = textFieldsOf({
    id,
    label: (key: EmployeeTextKey) => t(`employee.${key}`),
    ...employeeText(value, errors, set),
  });
  return (
    <section
      className="members-add__card"
      data-testid="employee-form"
      aria-labelledby="employee-title"
    >
      <header className="members-add__card-header">
        <h2 id="employee-title">{t('employee.title')}</h2>
      </header>
      <div className="members-add__grid">
        <SubsidiaryField
          id="employee-subsidiary"
          subsidiaries={subsidiaries}
          value={value.subsidiary}
          error={errors.subsidiary}
          onChange={(subsidiary) => set({ subsidiary })}
        />
        {text('name', L.name, { required: true })}
        <BirthGenderFields
          idOf={id}
          dateLabel={`${t('employee.dateOfBirth')} *`}
          datePlaceholder={t('fields.datePlaceholder')}
          form={value}
          errors={errors}
          onChange={set}
        />
        <MaritalStatusField
          id="employee-maritalStatus"
          value={value.maritalStatus}
          error={errors.maritalStatus}
          onChange={(maritalStatus) =>
            set({ maritalStatus: maritalStatus as EmployeeForm['maritalStatus'] })
          }
        />
        {text('email', L.email, { required: true, inputMode: 'email' })}
        {text('employeeId', L.employeeId, { restricted: true })}
        {text('ktpIcNo', L.ktpIcNo, { upperCase: false, restricted: true })}
        <MobileNumberField
          id="employee-mobileNumber"
          label={t('employee.mobileNumber')}
          accessibleName={t('employee.mobileNumber')}
          value={{
            countryCode: value.countryCode,
            countryDialCode: value.countryDialCode,
            mobileNumber: value.mobileNumber,
          }}
          error={errors.mobileNumber}
          onChange={(phone) => set(phone)}
        />
        <SalaryField
          id="employee-salary"
          label={t('employee.salary')}
          accessibleName={t('employee.salary')}
          value={value.salary}
          error={errors['salary.amount']}
          onChange={(salary) => set({ salary })}
        />
        {text('addressLine1', L.addressLine)}
        {text('addressLine2', L.addressLine)}
        {text('postalCode', L.postalCode, { digitsOnly: true })}
      </div>
      <h3 className="members-add__subtitle">{t('employee.bankTitle')}</h3>
      <div className="members-add__grid">
        {text('accountName', L.bankAccountName, { restricted: true })}
        {text('accountNumber', L.bankAccountNumber, { digitsOnly: true })}
        <BankField
          id="employee-bank"
          label={t('employee.bank')}
          accessibleName={t('employee.bank')}
          value={value.bankAccount.bank}
          onChange={(chosen) => set({ bankAccount: { ...value.bankAccount, bank: chosen } })}
        />
      </div>
    </section>
  );
}
