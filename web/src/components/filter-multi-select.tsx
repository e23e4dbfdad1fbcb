import { MultiSelect, type MultiSelectProps } from 'primereact/multiselect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_MESSAGE_PT } from './dropdown-field';
import { DROPDOWN_MATCH_MODE, DROPDOWN_SEARCH_MAX, hasDropdownSearch } from './dropdown-search';

interface FilterMultiSelectProps extends Omit<
  MultiSelectProps,
  'filter' | 'filterMatchMode' | 'pt' | 'options'
> {
  options: ReadonlyArray<{ label: string; value: string }>;
  /** Name of the filter (its column): the list's and its search box's accessible name. */
  accessibleName: string;
}

/**
 * A table's column filter (PrimeReact's MultiSelect): a list of more than ten values gets the
 * portal's dropdown search (dropdown-search.ts: from the 3rd character, 'No result' otherwise).
 */
export function FilterMultiSelect({ accessibleName, options, ...props }: FilterMultiSelectProps) {
  const { t } = useTranslation('common');
  const pt = useMemo<MultiSelectProps['pt']>(
    () => ({
      filterInput: {
        root: {
          'aria-label': t('dropdown.search', { field: accessibleName }),
          maxLength: DROPDOWN_SEARCH_MAX,
        },
      } as never,
      emptyMessage: EMPTY_MESSAGE_PT,
    }),
    [accessibleName, t],
  );
  return (
    <MultiSelect
      aria-label={accessibleName}
      appendTo="self"
      filterPlaceholder={t('dropdown.searchPlaceholder')}
      emptyFilterMessage={t('dropdown.noResult')}
      resetFilterOnHide
      {...props}
      options={[...options]}
      filter={hasDropdownSearch(options.length)}
      filterMatchMode={DROPDOWN_MATCH_MODE}
      pt={pt}
    />
  );
}
