import { fail } from '../lib/api-error';
import type { StoredUser } from '../store/store';

/** The company a scenario arms for: the user's first (a user without one cannot be armed). */
export const firstCompanyOf = (user: StoredUser): string => {
  const companyId = user.companyIds[0];
  if (!companyId) throw fail.badRequest(`User ${user.email} has no company`);
  return companyId;
};
