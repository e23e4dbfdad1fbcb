import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dropdowns with more options than this get a search box (issue 9: any list over ten). */
export const FILTER_FROM_OPTIONS = 10;

interface DropdownFieldProps extends Omit<DropdownProps, 'inputId' | 'pt' | 'filterInputProps'> {
  inputId: string;
  /** Name of the field (the visible <label> text) for PrimeReact's hidden native select. */
  accessibleName: string;
}

/**
 * PrimeReact's Dropdown with its accessibility gaps closed (axe serious/critical otherwise):
 * the hidden native select leaves the accessibility tree, the root that carries
 * aria-activedescendant gets a role that allows it, and the panel opens inside the landmarks.
 * A list of more than ten options gets PrimeReact's search box (case-insensitive, anywhere in
 * the label) unless the caller decides with `filter`.
 *
 * PrimeReact's Dropdown is memoised: its props here are the same objects from one render to the
 * next while nothing in them changed (the `pt` below), so a form's keystroke elsewhere does not
 * render every dropdown again with its whole option list.
 */
export function DropdownField({
  accessibleName,
  appendTo = 'self',
  filter,
  ...props
}: DropdownFieldProps) {
  const { t } = useTranslation('common');
  const searchable = filter ?? (props.options?.length ?? 0) > FILTER_FROM_OPTIONS;
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
      filterInput: { 'aria-label': t('dropdown.search', { field: accessibleName }) } as Record<
        string,
        string
      >,
      // The native select only mirrors the value for forms: keep it out of the accessibility
      // tree, so the field is announced once (as the labelled input) and not as a second control.
      select: { 'aria-hidden': 'true', 'aria-label': accessibleName, tabIndex: -1 } as Record<
        string,
        unknown
      >,
    }),
    [accessibleName, t],
  );
  return (
    <Dropdown
      emptyFilterMessage={t('dropdown.noResult')}
      filterPlaceholder={t('dropdown.searchPlaceholder')}
      resetFilterOnHide
      {...props}
      filter={searchable}
      appendTo={appendTo}
      pt={pt}
    />
  );
}
