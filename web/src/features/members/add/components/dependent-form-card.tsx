import { MEMBER_LIMITS, type DependentForm, type FieldErrors } from '@mo/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DependentTypeField, GenderField, MobileNumberField, TextField } from '../../shared/fields';
import { MaskedDateInput } from '../../../../components/masked-date-input';

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
        <TextField
          id={id('name')}
          label={t('dependent.name')}
          required
          value={value.name}
          maxLength={L.name}
          error={errors.name}
          onChange={(name) => set({ name })}
        />
        <MaskedDateInput
          id={id('dateOfBirth')}
          testId={id('dateOfBirth')}
          label={`${t('dependent.dateOfBirth')} *`}
          placeholder={t('fields.datePlaceholder')}
          value={value.dateOfBirth}
          errorCode={errors.dateOfBirth}
          onChange={(dateOfBirth) => set({ dateOfBirth })}
        />
        <GenderField
          id={id('gender')}
          value={value.gender}
          error={errors.gender}
          onChange={(gender) => set({ gender: gender as DependentForm['gender'] })}
        />
        <DependentTypeField
          id={id('memberType')}
          value={value.memberType}
          error={errors.memberType}
          onChange={(memberType) => set({ memberType: memberType as DependentForm['memberType'] })}
        />
        <TextField
          id={id('email')}
          label={t('dependent.email')}
          upperCase={false}
          inputMode="email"
          value={value.email}
          maxLength={L.email}
          error={errors.email}
          onChange={(email) => set({ email })}
        />
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
        <TextField
          id={id('ktpIcNo')}
          label={t('dependent.ktpIcNo')}
          upperCase={false}
          restricted
          value={value.ktpIcNo}
          maxLength={L.ktpIcNo}
          error={errors.ktpIcNo}
          onChange={(ktpIcNo) => set({ ktpIcNo })}
        />
      </div>
    </section>
  );
}
