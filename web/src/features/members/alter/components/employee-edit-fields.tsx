import type { EmployeeForm, FieldErrors } from '@mo/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BirthGenderFields, type SubsidiaryOption } from '@/features/members/shared/fields';
import {
  employeeWidgets,
  L,
  type EmployeeWidgetKey,
} from '@/features/members/shared/employee-widgets';

interface EmployeeEditFieldsProps {
  form: EmployeeForm;
  errors: FieldErrors;
  subsidiaries: readonly SubsidiaryOption[];
  /** A change of one or more fields; `paths` are the rule functions' field paths touched. */
  onChange: (patch: Partial<EmployeeForm>, ...paths: string[]) => void;
}

/** The edit forms' ids and labels: `edit-<field>`, edit.fields.<field>. */
export const editIds = (t: TFunction<'membersAlter'>) => ({
  id: (field: string) => `edit-${field}`,
  label: (key: EmployeeWidgetKey) => t(`edit.fields.${key}`),
});

/** The employee's edit model (spec part 2 section 3) with the add worker's field widgets. */
export function EmployeeEditFields({
  form,
  errors,
  subsidiaries,
  onChange,
}: EmployeeEditFieldsProps) {
  const { t } = useTranslation('membersAlter');
  const w = employeeWidgets({ form, errors, subsidiaries, onChange, ...editIds(t) });
  return (
    <div className="member-alter__form" data-testid="edit-employee-fields">
      {w.subsidiary}
      {w.text('name', L.name, { required: true })}
      <EditBirthGender form={form} errors={errors} onChange={onChange} />
      {w.maritalStatus}
      {w.text('email', L.email, { required: true, upperCase: false })}
      {w.mobileNumber}
      {w.text('employeeId', L.employeeId, { restricted: true })}
      {w.text('ktpIcNo', L.ktpIcNo, { restricted: true })}
      {w.salary}
      {w.text('addressLine1', L.addressLine)}
      {w.text('addressLine2', L.addressLine)}
      {w.text('postalCode', L.postalCode, { digitsOnly: true })}
      {w.bank}
      {w.text('accountNumber', L.bankAccountNumber, { digitsOnly: true })}
      {w.text('accountName', L.bankAccountName, { restricted: true })}
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
      idOf={editIds(t).id}
      dateLabel={t('edit.fields.dateOfBirth')}
      datePlaceholder={t('datePlaceholder')}
      required
      {...props}
    />
  );
}
