import type { CompanyRef } from '@mo/contracts';
import type { SelectedCompany } from './session-slice';

/**
 * The company to act for (spec part 1 section 4, company selection): the remembered one while
 * the profile still lists it, otherwise the first of the profile.
 */
export function chooseCompany(
  companies: readonly CompanyRef[],
  storedId: string | null,
): SelectedCompany | null {
  const chosen = companies.find((c) => c.id === storedId) ?? companies[0];
  return chosen ? { id: chosen.id, name: chosen.companyName } : null;
}

/** A profile with more than one company belongs to a broker (spec part 1 section 1). */
export const isBroker = (companies: readonly CompanyRef[]): boolean => companies.length > 1;
