import { ERROR_CODES, type ErrorCode } from '@mo/contracts';

/**
 * A failure the mock answers on purpose: an HTTP status, a catalogue code and a message. The error
 * handler turns it into the failed envelope; anything else that escapes a handler is a GC500.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly details: string[] | null = null,
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
  otpWrong: () => new ApiError(400, E.otpWrong, 'The code is wrong; it must be 6 digits'),
  otpExpired: () => new ApiError(400, E.otpExpired, 'The code has expired; request a new one'),
  required: (fields: string[]) =>
    new ApiError(400, E.required, 'Please complete the required fields', fields),
  badRequest: (message = 'Bad request', details: string[] | null = null) =>
    new ApiError(400, E.badRequest, message, details),
  notFound: (message = 'Not found') => new ApiError(404, E.notFound, message),
  payloadTooLarge: () => new ApiError(413, E.payloadTooLarge, 'Request body too large'),
  unsupportedMediaType: () => new ApiError(415, E.unsupportedMediaType, 'Unsupported content type'),
  internal: () => new ApiError(500, E.internal, 'Something went wrong'),
};
