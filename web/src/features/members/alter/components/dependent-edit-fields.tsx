import { MEMBER_LIMITS, type DependentForm, type FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DependentTypeField, GenderField, MobileNumberField, TextField } from '../../shared/fields';
import { MaskedDateInput } from '../../shared/fields/masked-date-input';

const L = MEMBER_LIMITS.fields;

interface DependentEditFieldsProps {
  form: DependentForm;
  errors: FieldErrors;
  onChange: (patch: Partial<DependentForm>, ...paths: string[]) => void;
}

/** A dependent's fields (spec part 2 section 3, dependent form). */
export function DependentEditFields({ form, errors, onChange }: DependentEditFieldsProps) {
  const { t } = useTranslation('membersAlter');
  return (
    <div className="member-alter__form" data-testid="edit-dependent-fields">
      <TextField
        id="edit-name"
        label={t('edit.fields.name')}
        value={form.name}
        maxLength={L.name}
        required
        error={errors.name}
        onChange={(name) => onChange({ name }, 'name')}
      />
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
        onChange={(gender) => onChange({ gender: gender as DependentForm['gender'] }, 'gender')}
      />
      <DependentTypeField
        id="edit-memberType"
        value={form.memberType}
        error={errors.memberType}
        onChange={(value) =>
          onChange({ memberType: value as DependentForm['memberType'] }, 'memberType')
        }
      />
      <TextField
        id="edit-email"
        label={t('edit.fields.email')}
        value={form.email}
        maxLength={L.email}
        upperCase={false}
        error={errors.email}
        onChange={(email) => onChange({ email }, 'email')}
      />
      <MobileNumberField
        id="edit-mobileNumber"
        label={t('edit.fields.mobileNumber')}
        accessibleName={t('edit.fields.mobileNumber')}
        value={form}
        error={errors.mobileNumber}
        onChange={(phone, country) =>
          onChange({ ...phone, flag: country?.flag ?? form.flag }, 'mobileNumber')
        }
      />
      <TextField
        id="edit-ktpIcNo"
        label={t('edit.fields.ktpIcNo')}
        value={form.ktpIcNo}
        maxLength={L.ktpIcNo}
        error={errors.ktpIcNo}
        onChange={(ktpIcNo) => onChange({ ktpIcNo }, 'ktpIcNo')}
      />
    </div>
  );
}
