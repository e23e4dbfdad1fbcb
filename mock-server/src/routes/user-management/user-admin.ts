import { APP_VERSION, CALLS, checkMobileNumber } from '@mo/contracts';
import type { SeedMember } from '@mo/fixtures';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { requireCompany } from '../../services/scope';
import { addPendingUser } from '../../services/user-admin';
import type { MockStore } from '../../store/store';
import type { MockApp } from '../../types';
import { maskEmail } from '../../views/profile';

/** The build the mock reports for user management (ours: the contracts' version, build "mock"). */
export const USER_MANAGEMENT_BUILD = { version: APP_VERSION, build: 'mock' } as const;

/** "Rina Kartika" → "R*** K***": enough for a member to recognise, not to learn a name from. */
const maskName = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}***`)
    .join(' ');

/** Next free user id after the seed's (USR… ids, numbered). */
const nextUserId = (world: MockStore): string => {
  let highest = 0;
  for (const id of world.users.keys()) {
    const n = Number(id.replace(/^USR/, ''));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return `USR${String(highest + 1).padStart(6, '0')}`;
};

/** Registration and user administration calls no screen makes (issue 13, docs/spec-notes.md). */
export const userAdminRoutes = (app: MockApp): void => {
  const memberByNumber = (world: MockStore, memberNumber: string): SeedMember => {
    const member = world.members.find((m) => m.memberNumber === memberNumber);
    if (!member) throw fail.memberNotRegistered();
    return member;
  };
  const memberAnswer = (world: MockStore, member: SeedMember) => ({
    valid: true as const,
    memberNumber: member.memberNumber,
    maskedName: maskName(member.name),
    policyNo: world.policies.get(member.policyId)?.policyNo ?? '',
  });

  // An HR or broker user adds an HR user to one of their own companies (GW1035 for another);
  // the new user has no password yet and signs in first-time once one is set by the insurer.
  registerCall(app, CALLS.createUser, ({ body, auth, world }) => {
    requireCompany(auth, body.companyId);
    if (world.userByEmail(body.email)) {
      throw fail.emailRegistered();
    }
    const id = nextUserId(world);
    addPendingUser(world, {
      id,
      email: body.email,
      name: body.name,
      kind: 'HR',
      preferredLanguage: body.preferredLanguage,
      isPasswordUpdated: false,
      companyIds: [body.companyId],
      modules: [...auth.user.modules],
    });
    return {
      id,
      userName: body.email,
      companyIds: [body.companyId],
      isPasswordUpdated: false as const,
    };
  });

  registerCall(app, CALLS.searchUserName, ({ query, world }) => {
    const user = world.userByEmail(query.userName);
    return { exists: user !== undefined, maskedEmail: user ? maskEmail(user.email) : null };
  });

  registerCall(app, CALLS.validateMedicalCard, ({ body, world }) =>
    memberAnswer(world, memberByNumber(world, body.memberNumber)),
  );

  registerCall(app, CALLS.validateMemberInfo, ({ body, world }) => {
    const member = memberByNumber(world, body.memberNumber);
    // The member is on record (else err006) but the date of birth is not theirs: err003, the
    // catalogue's second "data does not match records" (err002: nothing on record at all).
    if (member.dateOfBirth !== body.dateOfBirth) throw fail.recordMismatch();
    return memberAnswer(world, member);
  });

  // err008 by the mobile rule of part 1 section 5; err005 when a member already has the number.
  registerCall(app, CALLS.validateMobile, ({ body, world }) => {
    const mobile = body.mobileNumber.trim();
    if (checkMobileNumber(mobile, body.countryCode) !== undefined) {
      throw fail.mobileInvalid();
    }
    if (world.members.some((m) => m.mobileNumber === mobile)) {
      throw fail.mobileRegistered();
    }
    return { valid: true as const, registered: false as const };
  });

  registerCall(app, CALLS.userBuildVersion, () => ({ ...USER_MANAGEMENT_BUILD }));

  // The recovery router: a disabled account goes to customer service (err022), a user without a
  // password yet to first-time login, everyone else (and an unknown name) to forgot password.
  registerCall(app, CALLS.accountRecovery, ({ query, world }) => {
    const user = world.userByEmail(query.userName);
    if (user?.accountState === 'disabled') return { route: 'customer-service' as const };
    if (user && !user.isPasswordUpdated) return { route: 'first-time-login' as const };
    return { route: 'forgot-password' as const };
  });
};
