import Type from 'typebox';
import { EMAIL_PATTERN, LIMITS } from '../constants';
import { literalUnion } from '../literal-union';
import { defineCall } from './define';

/*
 * The user-management and identity calls part 1 section 7 names without method or shape, which no
 * screen of the portal makes (issue 13). Our readings: docs/spec-notes.md, "Documented calls
 * without screens (issue 13)".
 */

const UserName = Type.String({ minLength: 1, maxLength: LIMITS.emailMax, pattern: EMAIL_PATTERN });
const MemberNumber = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' });
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** POST users: a signed-in HR or broker user creates a portal user of one of their companies. */
export const createUser = defineCall({
  id: 'createUser',
  summary:
    'Creates a portal user (HR) of one of the caller’s companies; the new user signs in first-time (err100).',
  area: 'userManagement',
  method: 'POST',
  path: '/users',
  auth: 'session',
  body: Type.Object(
    {
      companyId: Type.String({ minLength: 1, maxLength: 32 }),
      name: Type.String({ minLength: 1, maxLength: 100 }),
      email: UserName,
      preferredLanguage: literalUnion(['id', 'en'] as const),
    },
    {
      additionalProperties: false,
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
  success: 'status-success',
});

/** GET users/search-user-name: whether a user name exists, with the masked e-mail if it does. */
export const searchUserName = defineCall({
  id: 'searchUserName',
  summary: 'Tells whether a user name is registered (before sign-in); answers the masked e-mail.',
  area: 'userManagement',
  method: 'GET',
  path: '/users/search-user-name',
  auth: 'public',
  querystring: Type.Object({ userName: UserName }, { additionalProperties: false }),
  data: Type.Object({
    exists: Type.Boolean(),
    maskedEmail: Type.Union([Type.String(), Type.Null()]),
  }),
  success: 'status-success',
});

const MemberAnswer = Type.Object({
  valid: Type.Literal(true),
  memberNumber: Type.String(),
  maskedName: Type.String(),
  policyNo: Type.String(),
});

/** POST users/medical-card/validate: a member card number is registered (err006 when not). */
export const validateMedicalCard = defineCall({
  id: 'validateMedicalCard',
  summary:
    'Checks a medical card (member) number before sign-in; err006 when it is not registered.',
  area: 'userManagement',
  method: 'POST',
  path: '/users/medical-card/validate',
  auth: 'public',
  body: Type.Object(
    { memberNumber: MemberNumber },
    { additionalProperties: false, examples: [{ memberNumber: '0001234500' }] },
  ),
  data: MemberAnswer,
  success: 'status-success',
});

/** POST users/member-info/validate: member number and date of birth match (err003 when not). */
export const validateMemberInfo = defineCall({
  id: 'validateMemberInfo',
  summary:
    'Checks a member number with the date of birth; err006 for an unknown number, err003 when they do not match.',
  area: 'userManagement',
  method: 'POST',
  path: '/users/member-info/validate',
  auth: 'public',
  body: Type.Object(
    { memberNumber: MemberNumber, dateOfBirth: IsoDay },
    {
      additionalProperties: false,
      examples: [{ memberNumber: '0001234500', dateOfBirth: '1988-04-12' }],
    },
  ),
  data: MemberAnswer,
  success: 'status-success',
});

/** POST users/mobile/validate: a mobile number is well formed (err008) and free (err005). */
export const validateMobile = defineCall({
  id: 'validateMobile',
  summary:
    'Checks a mobile number: err008 when the rule of part 1 section 5 refuses it, err005 when already registered.',
  area: 'userManagement',
  method: 'POST',
  path: '/users/mobile/validate',
  auth: 'public',
  body: Type.Object(
    {
      mobileNumber: Type.String({ minLength: 1, maxLength: 16 }),
      countryCode: Type.String({ minLength: 1, maxLength: 5 }),
    },
    {
      additionalProperties: false,
      examples: [{ mobileNumber: '81234567890', countryCode: '+62' }],
    },
  ),
  data: Type.Object({ valid: Type.Literal(true), registered: Type.Literal(false) }),
  success: 'status-success',
});

/** GET users/build-version: the service's version and build. */
export const userBuildVersion = defineCall({
  id: 'userBuildVersion',
  summary: 'The user-management service version and build.',
  area: 'userManagement',
  method: 'GET',
  path: '/users/build-version',
  auth: 'public',
  data: Type.Object({
    version: Type.String({ minLength: 1 }),
    build: Type.String({ minLength: 1 }),
  }),
  success: 'status-success',
});

export const RECOVERY_ROUTES = ['forgot-password', 'first-time-login', 'customer-service'] as const;

/** GET users/account-recovery: which recovery way applies to a user name (the recovery router). */
export const accountRecovery = defineCall({
  id: 'accountRecovery',
  summary:
    'The account recovery router: forgot-password, first-time-login or customer-service for a user name.',
  area: 'userManagement',
  method: 'GET',
  path: '/users/account-recovery',
  auth: 'public',
  querystring: Type.Object({ userName: UserName }, { additionalProperties: false }),
  data: Type.Object({ route: literalUnion(RECOVERY_ROUTES) }),
  success: 'status-success',
});

/** GET oauth2/authorize: the signed-in user authorises a client; answers a one-time code. */
export const authorize = defineCall({
  id: 'authorize',
  summary:
    'Authorisation code for a registered client (response_type code) for the signed-in user, with the state echoed.',
  area: 'identity',
  method: 'GET',
  path: '/oauth2/authorize',
  auth: 'full',
  querystring: Type.Object(
    {
      client_id: Type.String({ minLength: 1, maxLength: 64 }),
      redirect_uri: Type.String({ minLength: 1, maxLength: 512, pattern: '^https?://' }),
      response_type: Type.Literal('code'),
      state: Type.String({ minLength: 1, maxLength: 256 }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({
    code: Type.String({ minLength: 16 }),
    state: Type.String(),
    redirectUri: Type.String(),
  }),
  success: 'status-success',
});

/** GET oauth2/userinfo: the signed-in user's claims. */
export const userInfo = defineCall({
  id: 'userInfo',
  summary: 'The signed-in user’s claims (OpenID Connect userinfo).',
  area: 'identity',
  method: 'GET',
  path: '/oauth2/userinfo',
  auth: 'full',
  data: Type.Object({
    sub: Type.String({ minLength: 1 }),
    name: Type.String(),
    email: Type.String(),
    locale: literalUnion(['id', 'en'] as const),
    companyIds: Type.Array(Type.String()),
  }),
  success: 'status-success',
});
