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
  // transport and generic
  badRequest: 'GC400',
  notFound: 'GC404',
  payloadTooLarge: 'GC413',
  unsupportedMediaType: 'GC415',
  internal: 'GC500',
  // catalogue
  required: 'err001',
  dataMismatch: 'err002',
  emailFormat: 'err007',
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
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
