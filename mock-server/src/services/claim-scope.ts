import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import { claimBook, type ClaimEntry } from './claim-book';
import { requireCompany } from './scope';
import type { MockStore } from '../store/store';

/**
 * A claim of the selected company: GW1035 when the company is not the user's, and when the claim
 * belongs to a company the user does not manage (asked by its id under one of theirs); GC404 for
 * an unknown claim or one of the user's other companies.
 */
export const claimOfUser = (
  world: MockStore,
  auth: AuthContext,
  companyId: string,
  claimId: string,
): ClaimEntry => {
  requireCompany(auth, companyId);
  const entry = claimBook(world).get(claimId);
  if (!entry) throw fail.notFound('No such claim');
  requireCompany(auth, entry.claim.companyId);
  if (entry.claim.companyId !== companyId) throw fail.notFound('No such claim in this company');
  return entry;
};
