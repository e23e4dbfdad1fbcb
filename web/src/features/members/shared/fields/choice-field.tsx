import { InputText } from 'primereact/inputtext';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../../../components/dropdown-field';
import { FieldErrorText, errorIdOf } from './field-error';
import './fields.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Searches start from this many characters (spec part 2 section 5, lists and dropdowns). */
export const SEARCH_MIN_CHARS = 3;
/** Dropdowns with more options than this get a search box. */
export const SEARCH_FROM_OPTIONS = 10;

/** The options matching a search: every option until it reaches 3 characters. */
export const matchOptions = <T extends ChoiceOption>(options: readonly T[], query: string): T[] => {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(q));
};

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
  /** Search box: by default when there are more than 10 options. */
  searchable?: boolean;
  valueTemplate?: (option: T | null) => ReactNode;
  className?: string;
  /** Hide the visible label (the dial-code dropdown sits beside its number). */
  hideLabel?: boolean;
}

/**
 * A dropdown of fixed options with the 'Select One' placeholder; with a search box (filtering
 * only from 3 characters, 'No result' when nothing matches) for long lists.
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
  searchable = options.length > SEARCH_FROM_OPTIONS,
  valueTemplate,
  className,
  hideLabel = false,
}: ChoiceFieldProps<T>) {
  const { t } = useTranslation('membersAdd');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => matchOptions(options, query), [options, query]);
  // The field shows the chosen option from the whole list, even while a search hides it.
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
  const searchBox = useMemo(
    () =>
      searchable ? (
        <InputText
          value={query}
          autoFocus
          aria-label={t('fields.search')}
          placeholder={t('fields.searchPlaceholder')}
          data-testid={`${id}-search`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => e.stopPropagation()}
        />
      ) : undefined,
    [searchable, query, t, id],
  );
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
        options={shown}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        disabled={disabled}
        className={error ? 'p-invalid' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        emptyMessage={t('fields.noResult')}
        valueTemplate={renderValue}
        onHide={() => setQuery('')}
        // PrimeReact's own filter matches from the first character: the search box is ours, and
        // the list it filters is the `options` passed in.
        filter={searchable}
        filterTemplate={searchBox}
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
