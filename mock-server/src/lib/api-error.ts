import { ERROR_CODES, MEMBER_LIMITS, type ErrorCode } from '@mo/contracts';

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

/*
 * The mock's one error table: every failure it answers is built here, by name, with its status,
 * catalogue code and message, so a route or service never spells a code's answer itself (a guard
 * test, api-error-table.test.ts, fails on `new ApiError(` anywhere else). The rule families below
 * word one code differently by call (err030 is "Reason is required" on a member form, "Please
 * choose a reason" on a COB request), so each keeps its own messages.
 */

/** Member alteration rules (contracts member-rules): the code the portal's own rules found. */
const MEMBER_RULE_MESSAGES: Record<string, string> = {
  [E.nothingChosen]: 'Please choose at least one policy',
  [E.planRequired]: 'Please select a plan',
  [E.genderRequired]: 'Gender is required',
  [E.maritalStatusRequired]: 'Marital status is required',
  [E.memberTypeRequired]: 'Member type is required',
  [E.subsidiaryRequired]: 'Subsidiary is required',
  [E.reasonRequired]: 'Reason is required',
  [E.effectiveDateRequired]: 'Effective date is required',
  [E.effectiveDateOutOfWindow]: 'Effective date is more than 30 days from today',
  [E.fieldsInvalid]: 'Please ensure all highlighted fields are completed in the correct format.',
  [E.newPlanRequired]: 'Please select a new plan.',
  [E.effectiveDateAfterPolicyEnd]: 'Effective date should not exceed the policy end date.',
  [E.effectiveDateBeforeCommencement]:
    'Effective date should not be earlier than the policy commencement date.',
  [E.required]: 'Please complete the required fields',
  [E.emailFormat]: 'Invalid e-mail format',
  [E.mobileInvalid]: 'Mobile number not registered or invalid',
  [E.dateFormat]: 'Invalid date format',
  [E.tooManyDependents]: 'At most 10 dependents per submission',
  [E.memberTypeMismatch]: "The form does not match the member's type",
};

/** COB request form rules (contracts cob-rules). */
const COB_RULE_MESSAGES: Record<string, string> = {
  [E.reasonRequired]: 'Please choose a reason',
  [E.required]: 'Please complete the required fields',
  [E.fieldsInvalid]: 'Please ensure all highlighted fields are completed in the correct format.',
};

/** File gateway upload rules (contracts checkUpload); a file over the limit is a 413. */
const FILE_RULE_MESSAGES: Record<string, string> = {
  [E.fileCountNotAllowed]: 'Send exactly one file, in the part named file',
  [E.fileTypeNotAllowed]: 'Only .xlsx files are accepted',
  [E.fileTooLarge]: `The file is larger than ${MEMBER_LIMITS.uploadMaxBytes} bytes`,
  [E.filePasswordProtected]: 'The file is password protected',
};

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
  sandboxInvalid: (why: string) => new ApiError(400, E.sandboxInvalid, why),
  sandboxUnknown: (id: string) =>
    new ApiError(404, E.sandboxUnknown, `No sandbox ${id} (it was never made, deleted or expired)`),
  sandboxTaken: (id: string) => new ApiError(409, E.sandboxTaken, `A sandbox ${id} exists already`),
  sandboxLimit: (max: number) =>
    new ApiError(
      429,
      E.sandboxLimit,
      `${max} sandboxes exist already (MOCK_SANDBOX_MAX): delete one`,
    ),
  requestTimeout: () => new ApiError(408, E.badRequest, 'Request timed out'),

  memberRule: (code: string, details: string[] | null = null) =>
    new ApiError(400, code, MEMBER_RULE_MESSAGES[code] ?? 'Invalid request', details),
  cobRule: (code: string, details: string[] | null = null) =>
    new ApiError(400, code, COB_RULE_MESSAGES[code] ?? 'Invalid request', details),
  cobNotAllowed: () => new ApiError(409, E.cobNotAllowed, 'This claim takes no COB request'),
  cobEventTooOld: () => new ApiError(409, E.cobEventTooOld, 'The claim event is too old for a COB'),
  cobAlreadyRequested: () =>
    new ApiError(409, E.cobAlreadyRequested, 'A COB request is already filed'),
  fileRule: (code: string, details: string[] | null = null) =>
    new ApiError(
      code === E.fileTooLarge ? 413 : 400,
      code,
      FILE_RULE_MESSAGES[code] ?? 'Invalid file',
      details,
    ),
  fileReferenceUnknown: () =>
    new ApiError(400, E.fileReferenceUnknown, 'Unknown file gateway reference'),
  memberNotRegistered: () =>
    new ApiError(404, E.memberNotRegistered, 'The member number is not registered'),
  emailRegistered: () => new ApiError(409, E.emailRegistered, 'The e-mail is already registered'),
  mobileInvalid: () =>
    new ApiError(400, E.mobileInvalid, 'Mobile number not registered or invalid'),
  mobileRegistered: () =>
    new ApiError(409, E.mobileRegistered, 'The mobile number is already registered'),

  // The control API's codes: a tester names any code (a string, not only the catalogue's).
  armedFault: (httpStatus: number, code: string) =>
    new ApiError(httpStatus, code, `Armed fault ${code}`),
  /** A failure a chaos profile drew (control/chaos-codes.ts chose the code). */
  chaos: (httpStatus: number, code: string) => new ApiError(httpStatus, code, `Chaos ${code}`),
  magicInput: (httpStatus: number, code: string, input: string) =>
    new ApiError(httpStatus, code, `Magic input ${input}`),
};
