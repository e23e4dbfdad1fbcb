import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_MATCH_MODE, DROPDOWN_SEARCH_MAX, hasDropdownSearch } from './dropdown-search';

const sameFields = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
};

/** The same array while its options have the same fields (each compared by identity). */
function useSameOptions<T>(options: T[] | undefined): T[] | undefined {
  const kept = useRef(options);
  const previous = kept.current;
  const same =
    previous === options ||
    (previous !== undefined &&
      options !== undefined &&
      previous.length === options.length &&
      previous.every((option, i) => sameFields(option, options[i])));
  if (!same) kept.current = options;
  return kept.current;
}

/** PrimeReact's empty message as a disabled option of the listbox (shared with FilterMultiSelect). */
export const EMPTY_MESSAGE_PT = {
  role: 'option',
  'aria-disabled': 'true',
  'aria-selected': 'false',
} as Record<string, string>;

export interface DropdownFieldProps extends Omit<
  DropdownProps,
  'inputId' | 'pt' | 'filterInputProps' | 'filterMatchMode'
> {
  inputId: string;
  /** Name of the field (the visible <label> text) for PrimeReact's hidden native select. */
  accessibleName: string;
  /** Test id of the search box (when there is one). */
  searchTestId?: string;
}

/**
 * PrimeReact's Dropdown with its accessibility gaps closed (axe serious/critical otherwise):
 * the hidden native select leaves the accessibility tree, the root that carries
 * aria-activedescendant gets a role that allows it, and the panel opens inside the landmarks.
 * A list of more than ten options gets PrimeReact's search box unless the caller decides with
 * `filter`; every search follows the portal's one rule (dropdown-search.ts: from the 3rd
 * character, case-insensitive, 'No result' when nothing matches).
 *
 * PrimeReact's Dropdown is memoised, and callers build their options and handlers afresh on every
 * render: here the options stay the same array while each option's fields are the same, the
 * handlers are the same functions calling the caller's latest, and `pt` is kept, so a keystroke
 * elsewhere in a form does not render every dropdown again with its whole option list.
 */
export function DropdownField({
  accessibleName,
  appendTo = 'self',
  filter,
  searchTestId,
  options: givenOptions,
  onChange: givenOnChange,
  onHide: givenOnHide,
  ...props
}: DropdownFieldProps) {
  const { t } = useTranslation('common');
  const options = useSameOptions(givenOptions);
  const latest = useRef({ onChange: givenOnChange, onHide: givenOnHide });
  latest.current = { onChange: givenOnChange, onHide: givenOnHide };
  const onChange = useCallback<NonNullable<DropdownProps['onChange']>>(
    (event) => latest.current.onChange?.(event),
    [],
  );
  const onHide = useCallback(() => latest.current.onHide?.(), []);
  const searchable = filter ?? hasDropdownSearch(options?.length ?? 0);
  const pt = useMemo<DropdownProps['pt']>(
    () => ({
      // PrimeReact also puts aria-activedescendant on the root, pointing at `dropdownItem_-1`
      // once the panel has closed (a dangling id): the focused combobox input carries it.
      root: {
        role: 'group',
        'aria-label': accessibleName,
        'aria-activedescendant': undefined,
      } as Record<string, string | undefined>,
      // The arrow is a role=button without a name: it opens the same list as the field.
      trigger: { 'aria-label': accessibleName } as Record<string, string>,
      // The search box has no name of its own.
      filterInput: {
        'aria-label': t('dropdown.search', { field: accessibleName }),
        maxLength: DROPDOWN_SEARCH_MAX,
        'data-testid': searchTestId,
      } as Record<string, unknown>,
      // 'No result' is an item of the listbox: as an option (disabled), not a bare <li>, so the
      // listbox holds only options (axe: aria-required-children, listitem).
      emptyMessage: EMPTY_MESSAGE_PT,
      // The native select only mirrors the value for forms: keep it out of the accessibility
      // tree, so the field is announced once (as the labelled input) and not as a second control.
      select: { 'aria-hidden': 'true', 'aria-label': accessibleName, tabIndex: -1 } as Record<
        string,
        unknown
      >,
    }),
    [accessibleName, searchTestId, t],
  );
  return (
    <Dropdown
      emptyFilterMessage={t('dropdown.noResult')}
      filterPlaceholder={t('dropdown.searchPlaceholder')}
      resetFilterOnHide
      {...props}
      options={options}
      onChange={givenOnChange ? onChange : undefined}
      onHide={givenOnHide ? onHide : undefined}
      filter={searchable}
      filterMatchMode={DROPDOWN_MATCH_MODE}
      appendTo={appendTo}
      pt={pt}
    />
  );
}
