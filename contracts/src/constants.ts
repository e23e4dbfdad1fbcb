/** Shared constants of the spec (part 1 sections 1 and 9). */
export const APP_VERSION = '8.1.0-5';
export const CHANNEL = 'MO';
export const ORGANISATION_CODE = 'GROUPEB';
export const COUNTRY_CODE = 'ID';
export const CURRENCY = 'IDR';

export const LIMITS = {
  emailMax: 50,
  passwordMin: 8,
  passwordMax: 20,
  otpLength: 6,
  otpValidityDefaultSeconds: 180,
  /** Wrong tries after which a one-time code is spent and a new one must be requested (ours). */
  otpMaxAttempts: 5,
  lockOutAttempts: 3,
  passwordHistory: 10,
  searchMin: 3,
  searchMax: 121,
  defaultPageSize: 10,
  policyListPageSizes: [10, 20, 50, 100],
  tablePageSizes: [10, 20, 30, 40, 50],
} as const;

/** Purposes of a one-time code (query value `mode` of POST otp and otp/validate). */
export const OTP_PURPOSES = ['forgot-password', 'multi-factor-auth'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** System parameter categories read through GET app/sysparam. */
export const SYSPARAM_CATEGORIES = ['COUNTRY', 'DEFAULT_VARIABLES', 'JKT_DATE_TIME'] as const;
export type SysParamCategory = (typeof SYSPARAM_CATEGORIES)[number];

/** Default-variable codes the portal reads (entries of category DEFAULT_VARIABLES). */
export const DEFAULT_VARIABLE_CODES = {
  appName: 'APP_NAME',
  csContactNumber: 'CS_CONTACT_NUMBER',
  csWhatsappNumber: 'CS_WHATSAPP_NUMBER',
  tpaNumber1: 'TPA_CONTACT_NUMBER_1',
  tpaNumber2: 'TPA_CONTACT_NUMBER_2',
  email: 'GE_EMAIL',
  address: 'GE_ADDRESS',
  website: 'GE_WEBSITE',
  faqUrl: 'FAQ_URL',
  termsUrl: 'TERMS_URL',
  privacyUrl: 'PRIVACY_URL',
  copyright1: 'COPYRIGHT_MSG_1',
  copyright2: 'COPYRIGHT_MSG_2',
  otpValiditySeconds: 'OTP_VALIDITY',
  nonAllowableCharacters: 'NON_ALLOWABLE_CHARACTERS',
  employeeNameAllowableChar: 'EMPLOYEE_NAME_ALLOWABLE_CHAR',
  nameAllowableChar: 'NAME_ALLOWABLE_CHAR',
} as const;

/** Special characters a password must contain one of (part 1 section 5). */
export const PASSWORD_SPECIALS = '@#$%^&+=!*';

/**
 * The portal's OAuth client, sent as Basic authorization on oauth2/token and oauth2/revoke. A
 * browser cannot keep a secret: this identifies the client, it does not protect anything.
 */
export const OAUTH_CLIENT = {
  clientId: 'mo-portal-web',
  clientSecret: 'mo-portal-web-public',
} as const;

/** Timings of part 1 section 9. */
export const TIMINGS = {
  idleTimeoutMinutesDefault: 15,
  remoteConfigIntervalMs: 60_000,
  remoteConfigTimeoutMs: 30_000,
  signOutAfterRefreshFailureMs: 1_000,
  bannerTimeoutMs: 3_000,
  announcementCollapsedHeightPx: 52,
  /** An area's code or texts not loaded by then show the refresh dialog (part 1 section 9). */
  chunkLoadTimeoutMs: 120_000,
} as const;

/** The paging and search every listing table shares (members, claims, excess claims, invoices). */
export const TABLE_LIMITS = {
  defaultPage: 1,
  defaultPageSize: 10,
  pageSizes: LIMITS.tablePageSizes,
  searchMax: LIMITS.searchMax,
} as const;

/**
 * Members area limits (part 2 sections 5 and 9). Field maxima are the form's; the server checks
 * the same numbers through member-rules.ts.
 */
export const MEMBER_LIMITS = {
  ...TABLE_LIMITS,
  maxDependents: 10,
  /** Days before or after today an effective date may be. */
  effectiveDateWindowDays: 30,
  uploadMaxFiles: 1,
  uploadMaxBytes: 3_000_000,
  bannerTimeoutMs: 3_000,
  fields: {
    name: 121,
    email: 50,
    mobileNumber: 12,
    employeeId: 14,
    ktpIcNo: 24,
    salary: 15,
    addressLine: 30,
    postalCode: 10,
    bankAccountNumber: 20,
    bankAccountName: 121,
    dateInput: 10,
  },
} as const;

/** The only upload type the bulk update takes. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_EXTENSION = 'xlsx';
/** First bytes of an OLE compound file: how an encrypted (password-protected) xlsx begins. */
export const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0] as const;
/** Prefix of a form id the portal generates for a new member (part 2 section 3). */
export const NEW_MEMBER_ID_PREFIX = 'EBMBR-';
/** Countries listed first in the phone dropdown, in this order (part 2 section 3). */
export const POPULAR_COUNTRY_CODES = ['ID', 'SG', 'MY', 'BN'] as const;
/** Name of the downloaded bulk template (part 2 section 7). */
export const BULK_TEMPLATE_FILE_NAME = 'Alteration Form';

/** Loose format check shared by the mock and the sign-in form (the form adds its own two checks). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
