import { MEMBER_LIMITS, type DependentForm, type FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DependentTypeField, MobileNumberField, TextField } from '../../shared/fields';
import { BirthGenderFields } from './birth-gender-fields';

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
      <BirthGenderFields form={form} errors={errors} onChange={onChange} />
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
        restricted
        error={errors.ktpIcNo}
        onChange={(ktpIcNo) => onChange({ ktpIcNo }, 'ktpIcNo')}
      />
    </div>
  );
}
