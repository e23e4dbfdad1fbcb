import { LIMITS, type CompanyRef } from '@mo/contracts';

/** Dropdown search (spec part 1 section 5, 9): from 3 characters, case-insensitive. */
export const DROPDOWN_SEARCH_MIN = LIMITS.searchMin;
/** The search box shows only above 10 items. */
export const DROPDOWN_SEARCH_ABOVE = 10;

export const showsCompanySearch = (count: number): boolean => count > DROPDOWN_SEARCH_ABOVE;

export function filterCompanies(companies: readonly CompanyRef[], query: string): CompanyRef[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < DROPDOWN_SEARCH_MIN) return [...companies];
  return companies.filter((c) => c.companyName.toLowerCase().includes(needle));
}

/** Longest search text accepted (the shared search limit). */
export const COMPANY_SEARCH_MAX = LIMITS.searchMax;
