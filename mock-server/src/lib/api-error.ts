import { ERROR_CODES, type ErrorCode } from '@mo/contracts';

/** What a failure may add to its envelope: err100 carries a token and sets isFirstTimeLogin. */
export interface ApiErrorExtras {
  data?: unknown;
  isFirstTimeLogin?: boolean;
}

/**
 * A failure the mock answers on purpose: an HTTP status, a catalogue code and a message. The error
 * handler turns it into the failed envelope; anything else that escapes a handler is a GC500.
 * The code is a plain string only for faults armed through the control API, which may name any.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: ErrorCode | (string & {}),
    message: string,
    readonly details: string[] | null = null,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const E = ERROR_CODES;

/** The failures the mock raises, by name, so handlers read as the rule they enforce. */
export const fail = {
  missingHeaders: (details: string[]) =>
    new ApiError(400, E.missingHeaders, 'Missing or invalid gateway headers', details),
  invalidToken: (why = 'Missing or invalid access token') => new ApiError(401, E.invalidToken, why),
  tokenExpired: () => new ApiError(401, E.tokenExpired, 'Access token expired'),
  insufficientScope: (why = 'The token does not allow this call') =>
    new ApiError(403, E.insufficientScope, why),
  companyForbidden: () =>
    new ApiError(403, E.companyForbidden, 'The user does not belong to this company'),
  invalidSession: () =>
    new ApiError(401, E.invalidSession, 'Invalid session or signed in elsewhere'),
  authFailed: (userName: string) =>
    new ApiError(401, E.authFailed, `Authentication failed for ${userName}`),
  // The portal recognises these two by their message text (part 1 section 8), so it is exact.
  accountLocked: () => new ApiError(401, E.accountLocked, '17003 Account is locked'),
  accountDisabled: () => new ApiError(403, E.accountDisabled, '17004 Account is disabled'),
  firstTimeLogin: (token: unknown) =>
    new ApiError(403, E.firstTimeLogin, 'First-time login: create a new password', null, {
      data: token,
      isFirstTimeLogin: true,
    }),
  dataMismatch: () => new ApiError(400, E.dataMismatch, 'The data does not match our records'),
  recordMismatch: () => new ApiError(400, E.recordMismatch, 'The data does not match our records'),
  passwordRules: () =>
    new ApiError(400, E.passwordRules, 'The password does not meet the password rules'),
  passwordReused: () =>
    new ApiError(400, E.passwordReused, 'The password equals one of the last ten passwords'),
  passwordReusedOnChange: () =>
    new ApiError(
      400,
      E.passwordReusedOnChange,
      'The password equals one of the last ten passwords',
    ),
  currentPasswordWrong: () =>
    new ApiError(400, E.currentPasswordWrong, 'The current password is wrong'),
  otpWrong: () => new ApiError(400, E.otpWrong, 'The code is wrong; it must be 6 digits'),
  otpExpired: () => new ApiError(400, E.otpExpired, 'The code has expired; request a new one'),
  otpAttemptsExceeded: () =>
    new ApiError(
      400,
      E.otpAttemptsExceeded,
      'Too many wrong codes: this code can no longer be used; request a new one',
    ),
  passwordNotEncrypted: (why: string, fields: string[]) =>
    new ApiError(400, E.passwordNotEncrypted, why, fields),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      E.rateLimited,
      `Too many attempts; try again in ${retryAfterSeconds} seconds`,
    ),
  required: (fields: string[]) =>
    new ApiError(400, E.required, 'Please complete the required fields', fields),
  badRequest: (message = 'Bad request', details: string[] | null = null) =>
    new ApiError(400, E.badRequest, message, details),
  notFound: (message = 'Not found') => new ApiError(404, E.notFound, message),
  payloadTooLarge: () => new ApiError(413, E.payloadTooLarge, 'Request body too large'),
  uriTooLong: () => new ApiError(414, E.uriTooLong, 'A path parameter is too long'),
  headersTooLarge: () => new ApiError(431, E.headersTooLarge, 'Request headers too large'),
  unsupportedMediaType: () => new ApiError(415, E.unsupportedMediaType, 'Unsupported content type'),
  internal: () => new ApiError(500, E.internal, 'Something went wrong'),
};
