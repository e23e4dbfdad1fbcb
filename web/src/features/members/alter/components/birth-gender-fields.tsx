import type { EmployeeForm, FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { GenderField } from '../../shared/fields';
import { MaskedDateInput } from '../../../../components/masked-date-input';

type BirthGender = Pick<EmployeeForm, 'dateOfBirth' | 'gender'>;

interface BirthGenderFieldsProps {
  form: BirthGender;
  errors: FieldErrors;
  onChange: (patch: Partial<BirthGender>, ...paths: string[]) => void;
}

/** The date of birth and gender of the edit form, the same for an employee and a dependent. */
export function BirthGenderFields({ form, errors, onChange }: BirthGenderFieldsProps) {
  const { t } = useTranslation('membersAlter');
  return (
    <>
      <MaskedDateInput
        id="edit-dateOfBirth"
        label={t('edit.fields.dateOfBirth')}
        required
        value={form.dateOfBirth}
        placeholder={t('datePlaceholder')}
        errorCode={errors.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth }, 'dateOfBirth')}
        testId="edit-dateOfBirth"
      />
      <GenderField
        id="edit-gender"
        value={form.gender}
        error={errors.gender}
        onChange={(gender) => onChange({ gender: gender as BirthGender['gender'] }, 'gender')}
      />
    </>
  );
}
