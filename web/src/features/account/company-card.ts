import type { UserProfile } from '@mo/contracts';
import type { SelectedCompany } from '@/lib/session';

export interface CompanyCard {
  name: string | undefined;
  phone: string | undefined;
  email: string | undefined;
  address: string | undefined;
}

/**
 * My Account's company card: every figure of the selected company (a broker switches companies).
 * Its entry of the profile's company list carries its details; an entry without them falls back
 * to the profile's own details only when these describe that company (same name), so the card
 * never mixes two companies (unknown details show as '--').
 */
export function companyCard(
  profile: UserProfile | null,
  company: SelectedCompany | null,
): CompanyCard {
  const entry = profile?.companyDetails.find((c) => c.id === company?.id);
  const name = company?.name ?? entry?.companyName ?? profile?.companyName;
  const own = profile !== null && name === profile.companyName;
  return {
    name,
    phone: entry?.companyPhoneNo ?? (own ? profile.companyPhoneNo : undefined),
    email: entry?.companyEmailAddress ?? (own ? profile.companyEmailAddress : undefined),
    address: entry?.companyAddress ?? (own ? profile.companyAddress : undefined),
  };
}
