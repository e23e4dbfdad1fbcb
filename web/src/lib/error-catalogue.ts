import { ERROR_CODES } from '@mo/contracts';
import type errorMessages from '../locales/id/errors.json';

/**
 * The one table of error codes (spec part 1 section 8) and where each is shown. Errors are data:
 * code → message key + display policy. Screens pick the field for context-free codes (err001).
 */
export type ErrorDisplay = 'field' | 'warning' | 'dialog' | 'signOut' | 'refresh' | 'redirect';

export type ErrorField =
  | 'email'
  | 'password'
  | 'otp'
  | 'newPassword'
  | 'currentPassword'
  | 'mobileNumber'
  | 'memberNumber'
  | 'date'
  | 'file'
  | 'gender'
  | 'maritalStatus'
  | 'memberType'
  | 'subsidiary'
  | 'plan'
  | 'newPlan'
  | 'reason'
  | 'effectiveDate';

/** Message keys of the `errors` namespace (tsc checks id; scripts/check-i18n.ts checks en). */
export type ErrorMessageKey = `errors:${keyof typeof errorMessages}`;

export interface CatalogueEntry {
  messageKey: ErrorMessageKey;
  display: ErrorDisplay;
  field?: ErrorField;
  /**
   * The message is the server's errorMessage when the answer has one; the key is the fallback
   * (spec part 1 section 8: a failed code request shows the server's text or its default).
   */
  serverText?: true;
}

/** Codes the web client produces itself; they are not in any envelope. */
export const CLIENT_ERROR_CODES = {
  /** No answer at all (offline, DNS, refused, time-out). */
  network: 'NETWORK',
  /** An answer that is not an envelope, or a failed envelope without a code. */
  generic: 'GC',
  /** A value longer than its limit (local check only; inputs stop at the limit). */
  tooLong: 'MAXLEN',
  /** The confirmation of a new password differs from it (local check only). */
  passwordMismatch: 'MISMATCH',
  /** A one-time code could not be requested (sent): the server's text or "Unable to generate OTP!". */
  otpRequestFailed: 'OTPGEN',
} as const;

export const GENERIC_MESSAGE_KEY: ErrorMessageKey = 'errors:generic';

const field = (messageKey: ErrorMessageKey, on?: ErrorField): CatalogueEntry =>
  on ? { messageKey, display: 'field', field: on } : { messageKey, display: 'field' };
const warning = (messageKey: ErrorMessageKey, on: ErrorField): CatalogueEntry => ({
  messageKey,
  display: 'warning',
  field: on,
});
const dialog = (messageKey: ErrorMessageKey = GENERIC_MESSAGE_KEY): CatalogueEntry => ({
  messageKey,
  display: 'dialog',
});

export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  err001: field('errors:required'),
  err018: field('errors:required'),
  // err002: nothing on record for the key given; err003: a record whose other data differs.
  [ERROR_CODES.dataMismatch]: field('errors:dataMismatch'),
  [ERROR_CODES.recordMismatch]: field('errors:dataMismatch'),
  err004: field('errors:emailRegistered', 'email'),
  err005: field('errors:mobileRegistered', 'mobileNumber'),
  err006: field('errors:memberNotRegistered', 'memberNumber'),
  err007: field('errors:emailFormat', 'email'),
  err008: field('errors:mobileInvalid', 'mobileNumber'),
  err009: field('errors:dateFormat', 'date'),
  err010: warning('errors:passwordWeak', 'newPassword'),
  err011: warning('errors:otpWrong', 'otp'),
  err012: warning('errors:otpExpired', 'otp'),
  // Ours: a code tried wrongly five times is spent; the user requests a new one.
  [ERROR_CODES.otpAttemptsExceeded]: warning('errors:otpAttemptsExceeded', 'otp'),
  // Ours: a password not sealed with the server's current key. The portal has already fetched the
  // key again and resent once (lib/password-crypto.ts): what is left is a fault, shown generically.
  [ERROR_CODES.passwordNotEncrypted]: dialog(),
  // Ours: too many sign-in or code requests in a minute.
  [ERROR_CODES.rateLimited]: dialog('errors:rateLimited'),
  err014: field('errors:accountLocked', 'password'),
  [ERROR_CODES.accountLocked]: field('errors:accountLocked', 'password'),
  err015: field('errors:wrongCredentials', 'password'),
  [ERROR_CODES.authFailed]: field('errors:wrongCredentials', 'password'),
  // 17004 has no text of its own in the spec: it reads as err022.
  [ERROR_CODES.accountDisabled]: field('errors:accountDisabled', 'password'),
  err022: field('errors:accountDisabled', 'password'),
  err023: warning('errors:passwordReused', 'newPassword'),
  err036: warning('errors:passwordReused', 'newPassword'),
  err036_pwd: warning('errors:currentPasswordWrong', 'currentPassword'),
  [ERROR_CODES.firstTimeLogin]: { messageKey: 'errors:firstTimeLogin', display: 'redirect' },
  [ERROR_CODES.invalidSession]: { messageKey: 'errors:invalidSession', display: 'signOut' },
  [ERROR_CODES.tokenExpired]: { messageKey: 'errors:tokenExpired', display: 'refresh' },
  // Gateway and transport faults of the mock (contracts ERROR_CODES): the generic message.
  [ERROR_CODES.missingHeaders]: dialog(),
  [ERROR_CODES.invalidToken]: dialog(),
  [ERROR_CODES.insufficientScope]: dialog(),
  [ERROR_CODES.companyForbidden]: dialog(),
  [ERROR_CODES.badRequest]: dialog(),
  [ERROR_CODES.notFound]: dialog(),
  [ERROR_CODES.payloadTooLarge]: dialog(),
  [ERROR_CODES.uriTooLong]: dialog(),
  [ERROR_CODES.headersTooLarge]: dialog(),
  [ERROR_CODES.unsupportedMediaType]: dialog(),
  [ERROR_CODES.internal]: dialog(),
  // The mock's sandboxes (a tab opened with ?sandbox=): the one a user can meet is a sandbox
  // deleted or expired under the open tab; the others answer only the control API.
  [ERROR_CODES.sandboxUnknown]: dialog('errors:sandboxUnknown'),
  [ERROR_CODES.sandboxInvalid]: dialog(),
  [ERROR_CODES.sandboxTaken]: dialog(),
  [ERROR_CODES.sandboxLimit]: dialog(),
  // Members (part 2 section 8): form fields and table rows show them where they occur; a server
  // answer with one of them (a request the form would have stopped) shows it in the dialog.
  [ERROR_CODES.nothingChosen]: field('errors:nothingChosen'),
  [ERROR_CODES.fileTooLarge]: field('errors:fileTooLarge', 'file'),
  [ERROR_CODES.planRequired]: field('errors:planRequired', 'plan'),
  [ERROR_CODES.genderRequired]: field('errors:genderRequired', 'gender'),
  [ERROR_CODES.maritalStatusRequired]: field('errors:maritalStatusRequired', 'maritalStatus'),
  [ERROR_CODES.memberTypeRequired]: field('errors:memberTypeRequired', 'memberType'),
  [ERROR_CODES.subsidiaryRequired]: field('errors:subsidiaryRequired', 'subsidiary'),
  [ERROR_CODES.reasonRequired]: field('errors:reasonRequired', 'reason'),
  [ERROR_CODES.effectiveDateRequired]: field('errors:effectiveDateRequired', 'effectiveDate'),
  [ERROR_CODES.effectiveDateOutOfWindow]: field('errors:effectiveDateOutOfWindow', 'effectiveDate'),
  [ERROR_CODES.fieldsInvalid]: dialog('errors:fieldsInvalid'),
  [ERROR_CODES.newPlanRequired]: field('errors:newPlanRequired', 'newPlan'),
  [ERROR_CODES.effectiveDateAfterPolicyEnd]: field(
    'errors:effectiveDateAfterPolicyEnd',
    'effectiveDate',
  ),
  [ERROR_CODES.effectiveDateBeforeCommencement]: field(
    'errors:effectiveDateBeforeCommencement',
    'effectiveDate',
  ),
  [ERROR_CODES.tooManyDependents]: dialog('errors:tooManyDependents'),
  [ERROR_CODES.memberTypeMismatch]: dialog('errors:memberTypeMismatch'),
  // Claims (ours): a COB request the claim's status does not take, or a second one.
  [ERROR_CODES.cobNotAllowed]: dialog('errors:cobNotAllowed'),
  [ERROR_CODES.cobAlreadyRequested]: dialog('errors:cobAlreadyRequested'),
  [ERROR_CODES.cobEventTooOld]: dialog('errors:cobEventTooOld'),
  // FG5020: the upload screen shows its "We could not receive your file" dialog and removes the
  // file; the other gateway codes show in the generic error dialog (part 2 section 8).
  [ERROR_CODES.filePasswordProtected]: field('errors:filePasswordProtected', 'file'),
  [ERROR_CODES.fileTypeNotAllowed]: dialog('errors:fileTypeNotAllowed'),
  [ERROR_CODES.fileCountNotAllowed]: dialog('errors:fileCountNotAllowed'),
  [ERROR_CODES.fileReferenceUnknown]: dialog('errors:fileReferenceUnknown'),
  // The Members rule functions' field errors (contracts member-rules FieldError keys).
  futureDate: field('errors:futureDate'),
  pattern: field('errors:pattern'),
  digitsOnly: field('errors:digitsOnly'),
  amountFormat: field('errors:amountFormat'),
  maxLength: field('errors:tooLong'),
  [CLIENT_ERROR_CODES.generic]: dialog(),
  [CLIENT_ERROR_CODES.network]: dialog('errors:network'),
  [CLIENT_ERROR_CODES.tooLong]: field('errors:tooLong'),
  [CLIENT_ERROR_CODES.passwordMismatch]: field('errors:passwordMismatch', 'newPassword'),
  [CLIENT_ERROR_CODES.otpRequestFailed]: {
    ...warning('errors:otpRequestFailed', 'otp'),
    serverText: true,
  },
};

/** The catalogue entry of a code; unknown codes get the generic "Terjadi kendala ({errorCode})". */
export const describeError = (errorCode: string): CatalogueEntry =>
  ERROR_CATALOGUE[errorCode] ?? dialog();

/** Whether the catalogue gives a code a text of its own (not only the generic "Terjadi kendala"). */
export const hasOwnMessage = (errorCode: string): boolean => {
  const entry = ERROR_CATALOGUE[errorCode];
  return entry !== undefined && entry.messageKey !== GENERIC_MESSAGE_KEY;
};

/**
 * What a failure's message is: the server's own text when its entry says so and the answer has
 * one, else the catalogue key (with the values every message may use). `serverTextUnlessOwn`:
 * the place shows the server's text for every code the catalogue has no text of its own for (the
 * code field, spec part 1 section 8: "the server message shows under the code field").
 */
export const errorMessageOf = (
  failure: { errorCode: string; serverMessage?: string | null },
  serverTextUnlessOwn = false,
): { text: string } | { key: ErrorMessageKey; values: { errorCode: string } } => {
  const entry = describeError(failure.errorCode);
  const serverFirst =
    entry.serverText || (serverTextUnlessOwn && !hasOwnMessage(failure.errorCode));
  if (serverFirst && failure.serverMessage) return { text: failure.serverMessage };
  return { key: entry.messageKey, values: { errorCode: failure.errorCode } };
};

/** Interpolation values every error message may use. */
export const errorMessageValues = (errorCode: string) => ({ errorCode });

/**
 * The sign-in server answers some failures as free text (spec part 1 section 8). Returns the
 * code that text stands for, or undefined.
 */
const SIGN_IN_TEXTS: ReadonlyArray<readonly [string, string]> = [
  ['Authentication failed for', ERROR_CODES.authFailed],
  ['17003 Account is locked', ERROR_CODES.accountLocked],
  ['17004 Account is disabled', ERROR_CODES.accountLocked],
  ['17003:MaxAttemptsExceeded', ERROR_CODES.accountLocked],
];

export const signInCodeFromText = (text: string | null | undefined): string | undefined =>
  text ? SIGN_IN_TEXTS.find(([fragment]) => text.includes(fragment))?.[1] : undefined;
