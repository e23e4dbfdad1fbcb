import { MEMBER_LIMITS, SALARY_CURRENCIES } from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_TEXT, editableAmount, readAmountInput } from '@/lib/amount-input';
import { currentLanguage } from '@/lib/i18n';
import { decimalInput, formatAmountInput } from '@/lib/input-filters';
import { ChoiceField } from './choice-field';
import { FieldErrorText, errorIdOf, invalidProps } from './field-error';
import { FieldFrame, leadingChoice } from './field-frame';

/** The field's message for an entry it could not read as one amount (errors:amountUnclear). */
export const AMOUNT_UNCLEAR = 'amountUnclear';

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
 * The example of the field's message, in the currency's form, ungrouped and grouped (1250000,50 or
 * 1.250.000,50 for Rp): with its decimals, either reads as one amount on both pages.
 */
const EXAMPLE_AMOUNT = '1250000.50';

/**
 * Salary: a currency (Rp default, USD) and a decimal amount of at most 15 characters (digits with
 * comma and dot). What is typed is read in the currency's form (lib/amount-input: "7.500" is
 * 7500.00 for Rp, "5,000" 5000.00 for USD), rounded to two decimals, and held as the amount the
 * API takes (1500000.50); left, the field shows it grouped in that form (Rp 1.500.000,50 on
 * both pages, spec part 1 section 9). An entry read two ways, or not at all, is kept as typed
 * (so the form's amount rule stops Next) and says under the field how to write it.
 */
export function SalaryField(props: SalaryFieldProps) {
  const { id, label, accessibleName, value, onChange, error } = props;
  const { t, i18n } = useTranslation('membersAdd');
  const language = currentLanguage(i18n);
  // What the input holds while focused (null when not focused): the entry as typed.
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const errorId = errorIdOf(id);
  const currencies = SALARY_CURRENCIES.map((c) => ({ value: c, label: t(`fields.currency.${c}`) }));
  const read = (typed: string, currency: string) => {
    const reading = readAmountInput(typed, currency, language);
    return 'amount' in reading ? reading.amount : typed;
  };
  // Only a refused entry is held as typed; an amount read is always in the API's form.
  const refused = value.amount !== '' && !AMOUNT_TEXT.test(value.amount);
  const shownError =
    refused && (error || (left && draft === null)) ? AMOUNT_UNCLEAR : (error ?? null);
  return (
    <FieldFrame id={id} label={label}>
      <div className="member-salary">
        <ChoiceField
          {...leadingChoice(`${id}-currency`, t('fields.currencyLabel'), 'member-salary__currency')}
          options={currencies}
          value={value.currency}
          onChange={(chosen) => {
            const currency = (chosen || 'IDR') as SalaryCurrency;
            // A refused entry may read well in the other currency's form.
            onChange({ currency, amount: refused ? read(value.amount, currency) : value.amount });
          }}
        />
        <InputText
          id={id}
          data-testid={id}
          inputMode="decimal"
          aria-label={accessibleName}
          maxLength={MEMBER_LIMITS.fields.salary}
          value={draft ?? formatAmountInput(value.amount, value.currency)}
          {...invalidProps(shownError, errorId)}
          onFocus={() => setDraft(editableAmount(value.amount, value.currency))}
          onChange={(e) => {
            const typed = decimalInput(e.target.value);
            setDraft(typed);
            onChange({ ...value, amount: read(typed, value.currency) });
          }}
          onBlur={() => {
            setDraft(null);
            setLeft(true);
          }}
        />
      </div>
      <FieldErrorText
        id={errorId}
        error={shownError}
        values={{
          plain: editableAmount(EXAMPLE_AMOUNT, value.currency),
          grouped: formatAmountInput(EXAMPLE_AMOUNT, value.currency),
        }}
      />
    </FieldFrame>
  );
}
