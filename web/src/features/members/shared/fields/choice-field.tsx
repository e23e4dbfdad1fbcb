import { InputText } from 'primereact/inputtext';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
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

/**
 * The same array while the options' values and labels stay the same: callers build their lists
 * afresh on every render, and a new array would render the memoised dropdown again.
 */
function useSameOptions<T extends ChoiceOption>(options: readonly T[]): readonly T[] {
  const kept = useRef(options);
  const previous = kept.current;
  const same =
    previous === options ||
    (previous.length === options.length &&
      previous.every((o, i) => o.value === options[i]!.value && o.label === options[i]!.label));
  if (!same) kept.current = options;
  return kept.current;
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
  /** Search box: by default when there are more than 10 options. */
  searchable?: boolean;
  itemTemplate?: (option: T) => ReactNode;
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
  itemTemplate,
  valueTemplate,
  className,
  hideLabel = false,
}: ChoiceFieldProps<T>) {
  const { t } = useTranslation('membersAdd');
  const [query, setQuery] = useState('');
  const list = useSameOptions(options);
  const shown = useMemo(() => matchOptions(list, query), [list, query]);
  // The field shows the chosen option from the whole list, even while a search hides it.
  const chosen = list.find((o) => o.value === value) ?? null;
  const placeholder = t('fields.selectOne');
  const errorId = errorIdOf(id);
  // The dropdown is memoised (see DropdownField): what it is given stays the same object while
  // what it shows is unchanged. The handlers read the caller's latest through a ref.
  const latest = useRef({ onChange, itemTemplate, list });
  latest.current = { onChange, itemTemplate, list };
  const shownValue = valueTemplate ? valueTemplate(chosen) : (chosen?.label ?? placeholder);
  // Text (the label, the placeholder, a dial code) is given in the same template while it is the
  // same text; any other node is new on every render.
  const valueText = typeof shownValue === 'string' ? shownValue : null;
  const textTemplate = useCallback(() => valueText, [valueText]);
  const renderValue = valueText !== null ? textTemplate : () => shownValue;
  const hasItemTemplate = itemTemplate !== undefined;
  const renderItem = useMemo(
    () => (hasItemTemplate ? (o: T) => latest.current.itemTemplate?.(o) : undefined),
    [hasItemTemplate],
  );
  const clearQuery = useCallback(() => setQuery(''), []);
  const change = useCallback((e: { value: unknown }) => {
    const next = (e.value as string | null) ?? '';
    const { onChange: report, list: all } = latest.current;
    report(
      next,
      all.find((o) => o.value === next),
    );
  }, []);
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
        itemTemplate={renderItem}
        valueTemplate={renderValue}
        onHide={clearQuery}
        // PrimeReact's own filter matches from the first character: the search box is ours, and
        // the list it filters is the `options` passed in.
        filter={searchable}
        filterTemplate={searchBox}
        onChange={change}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
