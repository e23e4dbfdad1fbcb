import type { CompanyRef } from '@mo/contracts';
import { writeStored } from '../storage';
import { chooseCompany } from './choose-company';
import { companyChanged, type SelectedCompany } from './session-slice';

/** Stores the chosen company (moCompanyId, moCompanyName) and answers the companyChanged action. */
export function rememberCompany(company: SelectedCompany) {
  writeStored('moCompanyId', company.id);
  writeStored('moCompanyName', company.name);
  return companyChanged(company);
}

/**
 * The company the header must show: the selected one while the profile still lists it, else the
 * first of the profile (spec part 1 section 4). Null when the current one is still valid.
 */
export function companyToRestore(
  companies: readonly CompanyRef[],
  current: SelectedCompany | null,
): SelectedCompany | null {
  if (current && companies.some((c) => c.id === current.id)) return null;
  return chooseCompany(companies, current?.id ?? null);
}
