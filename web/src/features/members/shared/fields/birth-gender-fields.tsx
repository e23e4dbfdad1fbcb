import type { EmployeeForm, FieldErrors } from '@mo/contracts';
import { MaskedDateInput } from '@/components/masked-date-input';
import { GenderField } from './option-fields';

type BirthGender = Pick<EmployeeForm, 'dateOfBirth' | 'gender'>;

interface BirthGenderFieldsProps {
  /** The fields' ids (and the date's test id). */
  idOf: (field: keyof BirthGender) => string;
  dateLabel: string;
  datePlaceholder: string;
  /** The date's required mark (the add forms write theirs into the label). */
  required?: boolean;
  form: BirthGender;
  errors: FieldErrors;
  onChange: (patch: Partial<BirthGender>, path: string) => void;
}

/** The date of birth and gender, the same for an employee and a dependent, added or edited. */
export function BirthGenderFields({
  idOf,
  dateLabel,
  datePlaceholder,
  required,
  form,
  errors,
  onChange,
}: BirthGenderFieldsProps) {
  return (
    <>
      <MaskedDateInput
        id={idOf('dateOfBirth')}
        label={dateLabel}
        required={required}
        value={form.dateOfBirth}
        placeholder={datePlaceholder}
        errorCode={errors.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth }, 'dateOfBirth')}
        testId={idOf('dateOfBirth')}
      />
      <GenderField
        id={idOf('gender')}
        value={form.gender}
        error={errors.gender}
        onChange={(gender) => onChange({ gender: gender as BirthGender['gender'] }, 'gender')}
      />
    </>
  );
}
