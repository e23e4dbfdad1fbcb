import Type from 'typebox';
import { EMAIL_PATTERN, LIMITS, OTP_PURPOSES } from '../constants';
import { TokenPair, UserProfile } from '../domain';
import { literalUnion } from '../literal-union';
import { SealedPassword } from '../password-seal';
import { ACCESS_ROUTES } from '../routes/access';
import { defineCall } from './define';
import { closed } from './fields';

export { EMAIL_PATTERN };

const UserName = Type.String({ minLength: 1, maxLength: LIMITS.emailMax, pattern: EMAIL_PATTERN });
const OtpMode = literalUnion(OTP_PURPOSES);

/** The token of a first-time sign-in (err100): it may only create the password. */
export const FirstTimeToken = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ minimum: 1 }),
  scope: Type.Literal('first-time-login'),
});

/**
 * The one-time sign-in ticket a password reset or first password answers (ours, docs/spec-notes.md):
 * presented with the new password once, within minutes, it signs the user in without a second
 * emailed code, since the reset has just proved the mailbox.
 */
export const SignInTicket = Type.String({
  minLength: 32,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
});

/** The usual answer: a token that may only request and validate the emailed code. */
const AfterLoginAnswer = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ minimum: 1 }),
  scope: Type.Literal('after-login'),
  maskedEmail: Type.String(),
});

/** With a valid sign-in ticket: the full pair, as a validated code would answer. */
const TicketSignInAnswer = Type.Object({
  ...TokenPair.properties,
  refreshToken: Type.String({ minLength: 1 }),
  scope: Type.Literal('full'),
});

export const authenticate = defineCall(ACCESS_ROUTES.authenticate, {
  summary:
    'Password check (first sign-in step). Answers a token that may only request the email code, or with a valid sign-in ticket the full pair.',
  body: closed({
    userName: UserName,
    password: SealedPassword({ minLength: 1 }),
    signInTicket: Type.Optional(SignInTicket),
  }),
  sealedFields: { password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }) },
  data: Type.Union([AfterLoginAnswer, TicketSignInAnswer]),
  // A first-time user (err100) gets the token the first password may be created with.
  errorData: { err100: FirstTimeToken },
});

/** The purpose of a one-time code (`mode`) and how it travels (email only). */
const OtpQuery = Type.Object({ mode: OtpMode, type: Type.Optional(Type.Literal('email')) });
/** The mobile number a code request or check may carry besides the user name. */
const OtpMobile = {
  mobileNumber: Type.Optional(Type.String({ maxLength: 16 })),
  countryCode: Type.Optional(Type.String({ maxLength: 4 })),
};

export const requestOtp = defineCall(ACCESS_ROUTES.requestOtp, {
  summary:
    'Sends a six-digit code by email (purpose in `mode`); forgot-password needs no token, multi-factor-auth the after-login one.',
  querystring: OtpQuery,
  body: closed({
    userName: UserName,
    ...OtpMobile,
  }),
  data: Type.Object({
    destination: Type.String({ description: 'masked email the code went to' }),
    validitySeconds: Type.Integer({ minimum: 1 }),
  }),
});

export const validateOtp = defineCall(ACCESS_ROUTES.validateOtp, {
  summary:
    'Checks the code; multi-factor-auth answers the full-scope pair, forgot-password a two-factor token.',
  querystring: OtpQuery,
  body: closed({
    userName: UserName,
    otp: Type.String({ minLength: 1, maxLength: LIMITS.otpLength }),
    ...OtpMobile,
  }),
  data: Type.Object({
    validationStatus: Type.Literal(true),
    ...TokenPair.properties,
    // forgot-password answers no refresh token: the two-factor token only sets the password
    refreshToken: Type.Optional(Type.String({ minLength: 1 })),
    scope: literalUnion(['full', 'two-factor'] as const),
  }),
});

export const createSession = defineCall(ACCESS_ROUTES.createSession, {
  summary: 'Creates the portal session for the signed-in token (mode=signin).',
  querystring: Type.Object({ mode: Type.Literal('signin') }),
  data: Type.Object({ sessionId: Type.String() }),
});

export const deleteSession = defineCall(ACCESS_ROUTES.deleteSession, {
  summary: 'Ends the session and revokes its tokens.',
  data: Type.Object({}),
});

export const accessibleModules = defineCall(ACCESS_ROUTES.accessibleModules, {
  summary: 'Modules the user may use (kept as userAccess; compared case-insensitively).',
  data: Type.Object({ modules: Type.Array(Type.String()) }),
});

export const userProfile = defineCall(ACCESS_ROUTES.userProfile, {
  summary: 'Profile of the signed-in user, with every company they may act for.',
  data: UserProfile,
});

/**
 * PUT users/password: `signinmo` creates the first password of a first-time user (new password
 * only, with the err100 token); `forgot-password` sets a new one after the emailed code (email
 * and new password, with the two-factor token); `changepassword` is my account's change (user
 * name, new and current password, with the two-factor token the code step of a signed-in user
 * answers: validateOtp mode=multi-factor-auth called with a full-scope token).
 */
export const updatePassword = defineCall(ACCESS_ROUTES.updatePassword, {
  summary: 'Creates (first-time) or resets (forgot password) the password.',
  querystring: Type.Object({
    mode: literalUnion(['signinmo', 'forgot-password', 'changepassword'] as const),
  }),
  body: closed({
    userName: Type.Optional(UserName),
    password: SealedPassword({ minLength: 1 }),
    currentPassword: Type.Optional(SealedPassword()),
  }),
  sealedFields: {
    password: Type.String({ minLength: 1, maxLength: 64 }),
    currentPassword: Type.String({ maxLength: LIMITS.passwordMax }),
  },
  data: Type.Object({
    updateStatus: Type.Literal(true),
    // signinmo and forgot-password (not changepassword): the one-time sign-in ticket.
    signInTicket: Type.Optional(SignInTicket),
    signInTicketExpiresIn: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
});
