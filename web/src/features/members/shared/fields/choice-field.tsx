import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '@/components/dropdown-field';
import { hasDropdownSearch } from '@/components/dropdown-search';
import { FieldErrorText, errorIdOf } from './field-error';
import './fields.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFieldProps<T extends ChoiceOption = ChoiceOption> {
  id: string;
  label: ReactNode;
  /** The field's name for assistive technology (the label as text). */
  accessibleName: string;
  options: readonly T[];
  /** '' is the 'Select One' placeholder. */
  value: string;
  onChange: (value: string, option: T | undefined) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Search box (the portal's dropdown search rule): by default above 10 options. */
  searchable?: boolean;
  valueTemplate?: (option: T | null) => ReactNode;
  className?: string;
  /** Hide the visible label (the dial-code dropdown sits beside its number). */
  hideLabel?: boolean;
}

/**
 * A dropdown of fixed options with the 'Select One' placeholder; with the shared dropdown search
 * (DropdownField: filtering only from 3 characters, 'No result' when nothing matches) for long
 * lists.
 */
export function ChoiceField<T extends ChoiceOption>({
  id,
  label,
  accessibleName,
  options,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  searchable = hasDropdownSearch(options.length),
  valueTemplate,
  className,
  hideLabel = false,
}: ChoiceFieldProps<T>) {
  const { t } = useTranslation('membersAdd');
  const chosen = options.find((o) => o.value === value) ?? null;
  const placeholder = t('fields.selectOne');
  const errorId = errorIdOf(id);
  // The dropdown is memoised (see DropdownField, which also keeps the options and handlers): the
  // value is given as the same template while its text (the label, the placeholder, a dial code)
  // is the same; any other node is new on every render.
  const shownValue = valueTemplate ? valueTemplate(chosen) : (chosen?.label ?? placeholder);
  const valueText = typeof shownValue === 'string' ? shownValue : null;
  const textTemplate = useCallback(() => valueText, [valueText]);
  const renderValue = valueText !== null ? textTemplate : () => shownValue;
  return (
    <div className={`form-field member-field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      <DropdownField
        inputId={id}
        accessibleName={accessibleName}
        data-testid={id}
        value={value === '' ? null : value}
        options={options as T[]}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        disabled={disabled}
        className={error ? 'p-invalid' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        valueTemplate={renderValue}
        filter={searchable}
        // The search box takes the focus as the list opens: typing goes on from the field.
        filterInputAutoFocus
        searchTestId={`${id}-search`}
        onChange={(e) => {
          const next = (e.value as string | null) ?? '';
          onChange(
            next,
            options.find((o) => o.value === next),
          );
        }}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
