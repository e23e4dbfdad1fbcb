import { DEPENDENT_TYPES, GENDERS, MARITAL_STATUSES } from '@mo/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field';

interface OptionFieldProps {
  id: string;
  /** Defaults to the field's own label. */
  label?: ReactNode;
  /** '' is 'Select One'. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

type Texts = TFunction<'membersAdd'>;
type Option = { value: string; label: string };

/** A choice field, required unless told, labelled by its field's own label unless told. */
function RequiredChoice({
  label,
  required = true,
  fieldLabel,
  options,
  ...props
}: OptionFieldProps & { fieldLabel: string; options: Option[] }) {
  return (
    <ChoiceField
      {...props}
      required={required}
      label={label ?? fieldLabel}
      accessibleName={fieldLabel}
      options={options}
    />
  );
}

/** A field choosing among fixed values: its label and its options from the membersAdd texts. */
const fixedChoice = (fieldLabel: (t: Texts) => string, options: (t: Texts) => Option[]) =>
  function FixedChoiceField(props: OptionFieldProps) {
    const { t } = useTranslation('membersAdd');
    return <RequiredChoice {...props} fieldLabel={fieldLabel(t)} options={options(t)} />;
  };

/** Gender: M or F (required, err025). */
export const GenderField = fixedChoice(
  (t) => t('fields.gender'),
  (t) => GENDERS.map((g) => ({ value: g, label: t(`fields.genders.${g}`) })),
);

/** Marital status: single or married (required, err026). */
export const MaritalStatusField = fixedChoice(
  (t) => t('fields.maritalStatus'),
  (t) => MARITAL_STATUSES.map((m) => ({ value: m, label: t(`fields.maritalStatuses.${m}`) })),
);

/** A dependent's member type: spouse or child (stored as 'wife', per spec), err028. */
export const DependentTypeField = fixedChoice(
  (t) => t('fields.memberType'),
  (t) => DEPENDENT_TYPES.map((m) => ({ value: m, label: t(`fields.memberTypes.${m}`) })),
);

export interface SubsidiaryOption {
  subsidiaryNo: string;
  subsidiaryName: string;
}

/** A subsidiary of the company's policies (required, err029); the value is its number. */
export function SubsidiaryField({
  subsidiaries,
  ...props
}: OptionFieldProps & { subsidiaries: readonly SubsidiaryOption[] }) {
  const { t } = useTranslation('membersAdd');
  const options = subsidiaries.map((s) => ({ value: s.subsidiaryNo, label: s.subsidiaryName }));
  return <RequiredChoice {...props} fieldLabel={t('fields.subsidiary')} options={options} />;
}
