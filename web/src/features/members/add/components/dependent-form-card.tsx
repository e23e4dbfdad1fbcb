import { MEMBER_LIMITS, type DependentForm, type FieldErrors } from '@mo/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  BirthGenderFields,
  DependentTypeField,
  MobileNumberField,
  textFieldsOf,
} from '@/features/members/shared/fields';
import { dependentText, type DependentTextKey } from '@/features/members/shared/form-text';

const L = MEMBER_LIMITS.fields;

interface DependentFormCardProps {
  index: number;
  value: DependentForm;
  onChange: (next: DependentForm) => void;
  errors: FieldErrors;
  /** Absent when this form cannot be removed (the add-dependent flow's first form). */
  onRemove?: () => void;
}

/** One dependent's form (spec part 2 sections 3 and 5). */
export function DependentFormCard({
  index,
  value,
  onChange,
  errors,
  onRemove,
}: DependentFormCardProps) {
  const { t } = useTranslation('membersAdd');
  const id = (field: string) => `dependent-${index}-${field}`;
  const set = (patch: Partial<DependentForm>) => onChange({ ...value, ...patch });
  const text = textFieldsOf({
    id,
    label: (key: DependentTextKey) => t(`dependent.${key}`),
    ...dependentText(value, errors, set),
  });
  return (
    <section
      className="members-add__card"
      data-testid={`dependent-form-${index}`}
      aria-labelledby={id('title')}
    >
      <header className="members-add__card-header">
        <h3 id={id('title')}>{t('dependent.title', { number: index + 1 })}</h3>
        {onRemove ? (
          <Button
            type="button"
            text
            icon="pi pi-trash"
            label={t('dependent.remove')}
            onClick={onRemove}
            data-testid={id('remove')}
          />
        ) : null}
      </header>
      <div className="members-add__grid">
        {text('name', L.name, { required: true })}
        <BirthGenderFields
          idOf={id}
          dateLabel={`${t('dependent.dateOfBirth')} *`}
          datePlaceholder={t('fields.datePlaceholder')}
          form={value}
          errors={errors}
          onChange={set}
        />
        <DependentTypeField
          id={id('memberType')}
          value={value.memberType}
          error={errors.memberType}
          onChange={(memberType) => set({ memberType: memberType as DependentForm['memberType'] })}
        />
        {text('email', L.email, { upperCase: false, inputMode: 'email' })}
        <MobileNumberField
          id={id('mobileNumber')}
          label={t('dependent.mobileNumber')}
          accessibleName={t('dependent.mobileNumber')}
          value={{
            countryCode: value.countryCode,
            countryDialCode: value.countryDialCode,
            mobileNumber: value.mobileNumber,
          }}
          error={errors.mobileNumber}
          onChange={(phone, country) =>
            set({ ...phone, ...(country ? { flag: country.flag } : {}) })
          }
        />
        {text('ktpIcNo', L.ktpIcNo, { upperCase: false, restricted: true })}
      </div>
    </section>
  );
}
