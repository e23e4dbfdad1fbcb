import { MEMBER_LIMITS, SALARY_CURRENCIES, salaryWithTwoDecimals } from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { decimalInput, formatAmountInput } from '../../../../lib/input-filters';
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

/**
 * Salary: a currency (Rp default, USD) and a decimal amount of at most 15 characters (digits with
 * comma and dot, a comma turning into the decimal dot), fixed to two decimals on blur and then
 * shown grouped in the page's language (1.500.000,50 on the Indonesian page).
 */
export function SalaryField({
  id,
  label,
  accessibleName,
  value,
  onChange,
  error,
}: SalaryFieldProps) {
  const { t, i18n } = useTranslation('membersAdd');
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
          value={focused ? value.amount : formatAmountInput(value.amount, currentLanguage(i18n))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={error ? 'p-invalid' : undefined}
          onFocus={() => setFocused(true)}
          onChange={(e) => onChange({ ...value, amount: decimalInput(e.target.value) })}
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
