import { DEPENDENT_TYPES, GENDERS, MARITAL_STATUSES } from '@mo/contracts';
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

/** Gender: M or F (required, err025). */
export function GenderField({ label, required = true, ...props }: OptionFieldProps) {
  const { t } = useTranslation('membersAdd');
  return (
    <ChoiceField
      {...props}
      required={required}
      label={label ?? t('fields.gender')}
      accessibleName={t('fields.gender')}
      options={GENDERS.map((g) => ({ value: g, label: t(`fields.genders.${g}`) }))}
    />
  );
}

/** Marital status: single or married (required, err026). */
export function MaritalStatusField({ label, required = true, ...props }: OptionFieldProps) {
  const { t } = useTranslation('membersAdd');
  return (
    <ChoiceField
      {...props}
      required={required}
      label={label ?? t('fields.maritalStatus')}
      accessibleName={t('fields.maritalStatus')}
      options={MARITAL_STATUSES.map((m) => ({ value: m, label: t(`fields.maritalStatuses.${m}`) }))}
    />
  );
}

/** A dependent's member type: spouse or child (stored as 'wife', per spec), err028. */
export function DependentTypeField({ label, required = true, ...props }: OptionFieldProps) {
  const { t } = useTranslation('membersAdd');
  return (
    <ChoiceField
      {...props}
      required={required}
      label={label ?? t('fields.memberType')}
      accessibleName={t('fields.memberType')}
      options={DEPENDENT_TYPES.map((m) => ({ value: m, label: t(`fields.memberTypes.${m}`) }))}
    />
  );
}

export interface SubsidiaryOption {
  subsidiaryNo: string;
  subsidiaryName: string;
}

/** A subsidiary of the company's policies (required, err029); the value is its number. */
export function SubsidiaryField({
  label,
  required = true,
  subsidiaries,
  ...props
}: OptionFieldProps & { subsidiaries: readonly SubsidiaryOption[] }) {
  const { t } = useTranslation('membersAdd');
  return (
    <ChoiceField
      {...props}
      required={required}
      label={label ?? t('fields.subsidiary')}
      accessibleName={t('fields.subsidiary')}
      options={subsidiaries.map((s) => ({ value: s.subsidiaryNo, label: s.subsidiaryName }))}
    />
  );
}
