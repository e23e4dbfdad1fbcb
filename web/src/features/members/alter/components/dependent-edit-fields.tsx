import type { DependentForm, FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import {
  DependentTypeField,
  MobileNumberField,
  textFieldsOf,
} from '@/features/members/shared/fields';
import { L } from '@/features/members/shared/employee-widgets';
import { dependentText } from '@/features/members/shared/form-text';
import { EditBirthGender, editIds } from './employee-edit-fields';

interface DependentEditFieldsProps {
  form: DependentForm;
  errors: FieldErrors;
  onChange: (patch: Partial<DependentForm>, ...paths: string[]) => void;
}

/** A dependent's fields (spec part 2 section 3, dependent form). */
export function DependentEditFields({ form, errors, onChange }: DependentEditFieldsProps) {
  const { t } = useTranslation('membersAlter');
  const text = textFieldsOf({ ...editIds(t), ...dependentText(form, errors, onChange) });
  return (
    <div className="member-alter__form" data-testid="edit-dependent-fields">
      {text('name', L.name, { required: true })}
      <EditBirthGender form={form} errors={errors} onChange={onChange} />
      <DependentTypeField
        id="edit-memberType"
        value={form.memberType}
        error={errors.memberType}
        onChange={(value) =>
          onChange({ memberType: value as DependentForm['memberType'] }, 'memberType')
        }
      />
      {text('email', L.email, { upperCase: false })}
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
      {text('ktpIcNo', L.ktpIcNo, { restricted: true })}
    </div>
  );
}
