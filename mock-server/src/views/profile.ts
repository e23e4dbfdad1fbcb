import type { UserProfile } from '@mo/contracts';
import type { SeedCompany } from '@mo/fixtures';
import type { StoredUser } from '../store/store';
import { maskEmail } from '../lib/format';

export { maskEmail };

/**
 * The user profile: the first company's contact details, and every company the user acts for
 * (more than one makes the user a broker in the portal), each with its own contact details so the
 * portal shows the selected company's.
 */
export const toUserProfile = (user: StoredUser, companies: SeedCompany[]): UserProfile => {
  const [first] = companies;
  if (!first) throw new Error(`user ${user.id} has no company`);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    companyName: first.companyName,
    companyPhoneNo: first.phoneNo,
    companyEmailAddress: first.emailAddress,
    companyAddress: first.address,
    preferredLanguage: user.preferredLanguage,
    isPasswordUpdated: user.isPasswordUpdated,
    companyDetails: companies.map((company) => ({
      id: company.id,
      companyNumber: company.companyNumber,
      companyName: company.companyName,
      companyPhoneNo: company.phoneNo,
      companyEmailAddress: company.emailAddress,
      companyAddress: company.address,
    })),
  };
};
