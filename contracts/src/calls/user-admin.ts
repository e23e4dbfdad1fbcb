import Type from 'typebox';
import { EMAIL_PATTERN, LIMITS } from '../constants';
import { literalUnion } from '../literal-union';
import { USER_ADMIN_ROUTES } from '../routes/user-admin';
import { defineCall } from './define';
import { closed, Language } from './fields';

/*
 * The user-management and identity calls part 1 section 7 names without method or shape, which no
 * screen of the portal makes (issue 13). Our readings: docs/spec-notes.md, "Documented calls
 * without screens (issue 13)".
 */

const UserName = Type.String({ minLength: 1, maxLength: LIMITS.emailMax, pattern: EMAIL_PATTERN });
const MemberNumber = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' });
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** POST users: a signed-in HR or broker user creates a portal user of one of their companies. */
export const createUser = defineCall(USER_ADMIN_ROUTES.createUser, {
  summary:
    'Creates a portal user (HR) of one of the caller’s companies; the new user signs in first-time (err100).',
  body: closed(
    {
      companyId: Type.String({ minLength: 1, maxLength: 32 }),
      name: Type.String({ minLength: 1, maxLength: 100 }),
      email: UserName,
      preferredLanguage: Language,
    },
    {
      examples: [
        {
          companyId: 'CO000001',
          name: 'Dewi Lestari',
          email: 'dewi.lestari@example.co.id',
          preferredLanguage: 'id',
        },
      ],
    },
  ),
  data: Type.Object({
    id: Type.String({ minLength: 1 }),
    userName: Type.String({ minLength: 1 }),
    companyIds: Type.Array(Type.String()),
    isPasswordUpdated: Type.Literal(false),
  }),
});

/** GET users/search-user-name: whether a user name exists, with the masked e-mail if it does. */
export const searchUserName = defineCall(USER_ADMIN_ROUTES.searchUserName, {
  summary: 'Tells whether a user name is registered (before sign-in); answers the masked e-mail.',
  querystring: closed({ userName: UserName }),
  data: Type.Object({
    exists: Type.Boolean(),
    maskedEmail: Type.Union([Type.String(), Type.Null()]),
  }),
});

const MemberAnswer = Type.Object({
  valid: Type.Literal(true),
  memberNumber: Type.String(),
  maskedName: Type.String(),
  policyNo: Type.String(),
});

/** POST users/medical-card/validate: a member card number is registered (err006 when not). */
export const validateMedicalCard = defineCall(USER_ADMIN_ROUTES.validateMedicalCard, {
  summary:
    'Checks a medical card (member) number before sign-in; err006 when it is not registered.',
  body: closed({ memberNumber: MemberNumber }, { examples: [{ memberNumber: '0001234500' }] }),
  data: MemberAnswer,
});

/** POST users/member-info/validate: member number and date of birth match (err003 when not). */
export const validateMemberInfo = defineCall(USER_ADMIN_ROUTES.validateMemberInfo, {
  summary:
    'Checks a member number with the date of birth; err006 for an unknown number, err003 when they do not match.',
  body: closed(
    { memberNumber: MemberNumber, dateOfBirth: IsoDay },
    { examples: [{ memberNumber: '0001234500', dateOfBirth: '1988-04-12' }] },
  ),
  data: MemberAnswer,
});

/** POST users/mobile/validate: a mobile number is well formed (err008) and free (err005). */
export const validateMobile = defineCall(USER_ADMIN_ROUTES.validateMobile, {
  summary:
    'Checks a mobile number: err008 when the rule of part 1 section 5 refuses it, err005 when already registered.',
  body: closed(
    {
      mobileNumber: Type.String({ minLength: 1, maxLength: 16 }),
      countryCode: Type.String({ minLength: 1, maxLength: 5 }),
    },
    { examples: [{ mobileNumber: '81234567890', countryCode: '+62' }] },
  ),
  data: Type.Object({ valid: Type.Literal(true), registered: Type.Literal(false) }),
});

/** GET users/build-version: the service's version and build. */
export const userBuildVersion = defineCall(USER_ADMIN_ROUTES.userBuildVersion, {
  summary: 'The user-management service version and build.',
  data: Type.Object({
    version: Type.String({ minLength: 1 }),
    build: Type.String({ minLength: 1 }),
  }),
});

export const RECOVERY_ROUTES = ['forgot-password', 'first-time-login', 'customer-service'] as const;

/** GET users/account-recovery: which recovery way applies to a user name (the recovery router). */
export const accountRecovery = defineCall(USER_ADMIN_ROUTES.accountRecovery, {
  summary:
    'The account recovery router: forgot-password, first-time-login or customer-service for a user name.',
  querystring: closed({ userName: UserName }),
  data: Type.Object({ route: literalUnion(RECOVERY_ROUTES) }),
});

/** GET oauth2/authorize: the signed-in user authorises a client; answers a one-time code. */
export const authorize = defineCall(USER_ADMIN_ROUTES.authorize, {
  summary:
    'Authorisation code for a registered client (response_type code) for the signed-in user, with the state echoed.',
  querystring: closed({
    client_id: Type.String({ minLength: 1, maxLength: 64 }),
    redirect_uri: Type.String({ minLength: 1, maxLength: 512, pattern: '^https?://' }),
    response_type: Type.Literal('code'),
    state: Type.String({ minLength: 1, maxLength: 256 }),
  }),
  data: Type.Object({
    code: Type.String({ minLength: 16 }),
    state: Type.String(),
    redirectUri: Type.String(),
  }),
});

/** GET oauth2/userinfo: the signed-in user's claims. */
export const userInfo = defineCall(USER_ADMIN_ROUTES.userInfo, {
  summary: 'The signed-in user’s claims (OpenID Connect userinfo).',
  data: Type.Object({
    sub: Type.String({ minLength: 1 }),
    name: Type.String(),
    email: Type.String(),
    locale: Language,
    companyIds: Type.Array(Type.String()),
  }),
});
