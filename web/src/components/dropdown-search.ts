import { LIMITS } from '@mo/contracts';
import { FilterService } from 'primereact/api';
import type { DropdownProps } from 'primereact/dropdown';

/**
 * The one rule of every dropdown search of the portal (spec part 1 sections 5 and 9, part 2
 * sections 5 and 9): the search filters only from its 3rd character, case-insensitively, anywhere
 * in the option's label; with fewer characters every option shows; 'No result' when none matches.
 */
export const DROPDOWN_SEARCH_MIN = LIMITS.searchMin;
/** Dropdowns with more options than this get a search box (part 2 section 5: "more than 10"). */
export const DROPDOWN_SEARCH_ABOVE = 10;
/** Longest search text a dropdown's search box takes (the shared search limit, part 1 section 9). */
export const DROPDOWN_SEARCH_MAX = LIMITS.searchMax;

export const hasDropdownSearch = (optionCount: number): boolean =>
  optionCount > DROPDOWN_SEARCH_ABOVE;

// Letters compared without case and without accents ("jose" finds "José"): the names the
// portal lists (companies, banks, countries) are typed by people who may leave accents out.
const folded = (text: string, locale?: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

/** Whether an option's label matches the typed search under the rule above. */
export function matchesDropdownSearch(label: unknown, search: unknown, locale?: string): boolean {
  const needle = folded(String(search ?? '').trim(), locale);
  if (needle.length < DROPDOWN_SEARCH_MIN) return true;
  return label !== undefined && label !== null && folded(String(label), locale).includes(needle);
}

const MATCH_MODE = 'portalDropdownSearch';
FilterService.register(MATCH_MODE, matchesDropdownSearch);
/**
 * The rule as a PrimeReact match mode: PrimeReact's Dropdown and MultiSelect filter their options
 * through FilterService with `filterMatchMode`, and their own modes match from the 1st character.
 * Typed as one of PrimeReact's mode names: its types list only the built-in ones, although
 * FilterService.register is how PrimeReact adds a mode.
 */
export const DROPDOWN_MATCH_MODE = MATCH_MODE as unknown as NonNullable<
  DropdownProps['filterMatchMode']
>;
