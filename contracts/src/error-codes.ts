/**
 * Codes the insurer (and so the mock) answers in systemInformation.errorCode. The spec's catalogue
 * (part 1 section 8, part 2 section 8) gives most; the GW10xx and GC4xx/GC5xx codes for gateway
 * and transport faults are our reading (docs/spec-notes.md) and show the generic message
 * "Terjadi kendala ({errorCode})" in the portal.
 */
export const ERROR_CODES = {
  // gateway
  missingHeaders: 'GW1000',
  invalidToken: 'GW1031',
  tokenExpired: 'GW1033',
  insufficientScope: 'GW1034',
  companyForbidden: 'GW1035',
  /** Too many sign-in or code requests from one user or address in a minute (ours). */
  rateLimited: 'GW1029',
  // transport and generic
  badRequest: 'GC400',
  notFound: 'GC404',
  payloadTooLarge: 'GC413',
  uriTooLong: 'GC414',
  headersTooLarge: 'GC431',
  unsupportedMediaType: 'GC415',
  internal: 'GC500',
  // the mock's sandboxes (ours: x-mock-sandbox, docs/spec-notes.md, Mock)
  /** A sandbox id that is not 1-32 lowercase letters, digits and inner hyphens. */
  sandboxInvalid: 'MK4001',
  /** No sandbox of that id (never made, deleted, or expired after being idle). */
  sandboxUnknown: 'MK4041',
  /** A sandbox of that id exists already. */
  sandboxTaken: 'MK4091',
  /** MOCK_SANDBOX_MAX sandboxes exist already. */
  sandboxLimit: 'MK4291',
  // catalogue
  required: 'err001',
  /** The catalogue's second "complete this field": the new-password fields (docs/spec-notes.md). */
  newPasswordRequired: 'err018',
  /** Nothing on record for the key given: forgot password with an e-mail not registered. */
  dataMismatch: 'err002',
  /**
   * A record found by its key whose other data does not match what was given (docs/spec-notes.md,
   * Fidelity sweep: auth): users/member-info/validate with another date of birth.
   */
  recordMismatch: 'err003',
  emailFormat: 'err007',
  /** A mobile number the rule of part 1 section 5 refuses. */
  mobileInvalid: 'err008',
  /** Registration checks of user management (issue 13). */
  emailRegistered: 'err004',
  mobileRegistered: 'err005',
  memberNotRegistered: 'err006',
  /** A date neither DD-MM-YYYY nor DD MMM YYYY (or not a real date). */
  dateFormat: 'err009',
  passwordRules: 'err010',
  otpWrong: 'err011',
  otpExpired: 'err012',
  authFailed: '17002',
  accountLocked: '17003',
  accountDisabled: '17004',
  passwordReused: 'err023',
  passwordReusedOnChange: 'err036',
  currentPasswordWrong: 'err036_pwd',
  firstTimeLogin: 'err100',
  invalidSession: 'err300',
  // members (part 2 section 8)
  nothingChosen: 'err017',
  fileTooLarge: 'err019',
  planRequired: 'err024',
  genderRequired: 'err025',
  maritalStatusRequired: 'err026',
  memberTypeRequired: 'err028',
  subsidiaryRequired: 'err029',
  reasonRequired: 'err030',
  effectiveDateRequired: 'err031',
  effectiveDateOutOfWindow: 'err032',
  fieldsInvalid: 'err033',
  newPlanRequired: 'err035',
  effectiveDateAfterPolicyEnd: 'err039',
  effectiveDateBeforeCommencement: 'err040',
  // our codes where the catalogue names none (docs/spec-notes.md, Members)
  tooManyDependents: 'MA4010',
  /** A one-time code tried wrongly LIMITS.otpMaxAttempts times: spent, request a new one. */
  otpAttemptsExceeded: 'AU4031',
  /**
   * A password field not sealed with the current passwordKey key: clear text, or a key id the
   * server does not hold (an old key after a restart). The portal fetches the key again once.
   */
  passwordNotEncrypted: 'AU4040',
  memberTypeMismatch: 'MA4011',
  // claims (ours, docs/spec-notes.md, Claims calls)
  /** A COB request on a claim whose status takes none (CP, OS, the empty code). */
  cobNotAllowed: 'CB4001',
  /** A second COB request on a claim that already has one. */
  cobAlreadyRequested: 'CB4002',
  /** A COB request on a claim whose event is older than the COB process-day count (ours). */
  cobEventTooOld: 'CB4003',
  // file gateway
  filePasswordProtected: 'FG5020',
  fileTypeNotAllowed: 'FG5021',
  fileCountNotAllowed: 'FG5022',
  fileReferenceUnknown: 'FG5023',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
