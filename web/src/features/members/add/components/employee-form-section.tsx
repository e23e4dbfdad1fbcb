import type { EmployeeForm, FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { BirthGenderFields, type SubsidiaryOption } from '@/features/members/shared/fields';
import { employeeWidgets, L } from '@/features/members/shared/employee-widgets';

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
  const w = employeeWidgets({
    form: value,
    errors,
    subsidiaries,
    onChange: set,
    id,
    label: (key) => t(`employee.${key}`),
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
        {w.subsidiary}
        {w.text('name', L.name, { required: true })}
        <BirthGenderFields
          idOf={id}
          dateLabel={`${t('employee.dateOfBirth')} *`}
          datePlaceholder={t('fields.datePlaceholder')}
          form={value}
          errors={errors}
          onChange={set}
        />
        {w.maritalStatus}
        {w.text('email', L.email, { required: true, inputMode: 'email' })}
        {w.text('employeeId', L.employeeId, { restricted: true })}
        {w.text('ktpIcNo', L.ktpIcNo, { upperCase: false, restricted: true })}
        {w.mobileNumber}
        {w.salary}
        {w.text('addressLine1', L.addressLine)}
        {w.text('addressLine2', L.addressLine)}
        {w.text('postalCode', L.postalCode, { digitsOnly: true })}
      </div>
      <h3 className="members-add__subtitle">{t('employee.bankTitle')}</h3>
      <div className="members-add__grid">
        {w.text('accountName', L.bankAccountName, { restricted: true })}
        {w.text('accountNumber', L.bankAccountNumber, { digitsOnly: true })}
        {w.bank}
      </div>
    </section>
  );
}
