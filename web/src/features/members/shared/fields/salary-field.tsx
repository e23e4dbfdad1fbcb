import { MEMBER_LIMITS, SALARY_CURRENCIES, salaryWithTwoDecimals } from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field';
import { FieldErrorText, errorIdOf } from './field-error';

export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export interface SalaryValue {
  amount: string;
  currency: SalaryCurrency;
}

export interface SalaryFieldProps {
  id: string;
  label: ReactNode;
  accessibleName: string;
  value: SalaryValue;
  onChange: (value: SalaryValue) => void;
  error?: string | null;
}

/** 1234567.5 → "1,234,567.50" (the amount as shown outside the input's focus). */
export const formatSalary = (amount: string): string => {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return amount;
  const [whole = '0', fraction = '00'] = salaryWithTwoDecimals(amount).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/**
 * Salary: a currency (Rp default, USD) and a decimal amount of at most 15 characters, fixed to
 * two decimals and shown as currency on blur.
 */
export function SalaryField({
  id,
  label,
  accessibleName,
  value,
  onChange,
  error,
}: SalaryFieldProps) {
  const { t } = useTranslation('membersAdd');
  const [focused, setFocused] = useState(false);
  const errorId = errorIdOf(id);
  const currencies = SALARY_CURRENCIES.map((c) => ({ value: c, label: t(`fields.currency.${c}`) }));
  return (
    <div className="form-field member-field">
      <label htmlFor={id}>{label}</label>
      <div className="member-salary">
        <ChoiceField
          id={`${id}-currency`}
          label={t('fields.currencyLabel')}
          accessibleName={t('fields.currencyLabel')}
          hideLabel
          className="member-salary__currency"
          options={currencies}
          value={value.currency}
          onChange={(currency) =>
            onChange({ ...value, currency: (currency || 'IDR') as SalaryCurrency })
          }
        />
        <InputText
          id={id}
          data-testid={id}
          inputMode="decimal"
          aria-label={accessibleName}
          maxLength={MEMBER_LIMITS.fields.salary}
          value={focused ? value.amount : formatSalary(value.amount)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={error ? 'p-invalid' : undefined}
          onFocus={() => setFocused(true)}
          onChange={(e) => onChange({ ...value, amount: e.target.value.replace(/[^\d.]/g, '') })}
          onBlur={() => {
            setFocused(false);
            const fixed = salaryWithTwoDecimals(value.amount.trim());
            if (
              fixed !== value.amount &&
              /^\d+\.\d{2}$/.test(fixed) &&
              fixed.length <= MEMBER_LIMITS.fields.salary
            ) {
              onChange({ ...value, amount: fixed });
            }
          }}
        />
      </div>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
