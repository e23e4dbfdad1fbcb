/**
 * Scenario names are shared strings: the same name arms the mock server through its control API
 * (POST /__mock/scenarios/:name), seeds a Pact provider state, and sets up a Playwright test.
 */
export const SCENARIOS = {
  /** The deterministic demo seed, nothing armed (the state after POST /__mock/reset). */
  seeded: 'seeded',
  /** A multi-factor code has been issued to a user with a known value (params: userName, otp). */
  mfaCodeIssued: 'mfa-code-issued',
  /** A user has passed the password step (params: userName): an after-login token is valid. */
  passwordVerified: 'password-verified',
  /** A user is fully signed in with a session (params: userName). */
  signedIn: 'signed-in',
  /** A forgot-password code has been issued with a known value (params: userName, otp). */
  forgotPasswordCodeIssued: 'forgot-password-code-issued',
  /** A forgot-password code was validated (params: userName): answers the two-factor token. */
  twoFactorVerified: 'two-factor-verified',
  /** A first-time user passed the password step (params: userName): answers the err100 token. */
  firstTimeVerified: 'first-time-verified',
  /**
   * A password was just set through forgot password (params: userName, ticket): the user holds the
   * one-time sign-in ticket `ticket`, valid with the current password for the next few minutes.
   */
  signInTicketIssued: 'sign-in-ticket-issued',
  /** The account is locked (params: userName), as after three wrong passwords: 17003. */
  accountLocked: 'account-locked',
  /**
   * My account's change-password code step (params: userName, otp): the user is signed in (the
   * answer carries the session's tokens) and has that code issued for the multi-factor purpose.
   */
  myAccountCodeIssued: 'my-account-code-issued',
  /**
   * The my-account code was validated (params: userName): the user is signed in and the answer's
   * accessToken is the two-factor token tied to that session, for PUT users/password?mode=changepassword.
   */
  myAccountVerified: 'my-account-verified',
  /** The user's modules (userAccess) become `modules` (params: userName, modules): no-access pages. */
  modulesGranted: 'modules-granted',
  /** The next `times` calls of `callId` answer `errorCode` (params: callId, errorCode, times?). */
  faultArmed: 'fault-armed',
  /** Token lifetimes change (params: accessTokenTtlSeconds?, refreshTokenTtlSeconds?). */
  tokenLifetime: 'token-lifetime',
  /**
   * An isMO maintenance window relative to the mock clock (params: startsInMinutes (may be
   * negative: already running), durationMinutes, reminderTimerMinutes?).
   */
  maintenanceWindow: 'maintenance-window',
  /** An announcement in effect now, in both languages (params: english?, bahasa?). */
  announcement: 'announcement',
  /**
   * A user is signed in (params: userName) and has uploaded a bulk file for their first company:
   * the answer's fileGatewayRefNo is ready for member-alteration/bulk-update.
   */
  bulkFileUploaded: 'bulk-file-uploaded',
  /**
   * Claims: a user is signed in (params: userName) and the first policy of their first company
   * holds a claim of every status (CC, CP, CA, CR, OS and the empty code) received today on the
   * mock clock, so each is on the first page of its tab, plus three paid claims with an excess of
   * each status (OUTSTANDING, PAID, PENDING). The answer's claimIds name them by status
   * (CC, CP, CA, CR, OS, SUBMITTED for the empty code, EXCESS_OUTSTANDING, ...); COB_TOO_OLD is a
   * paid claim received today whose event is past the COB process-day count (CB4003).
   */
  claimsOfEveryStatus: 'claims-of-every-status',
  /** A user is signed in (params: userName) and none of their companies has a claim. */
  claimsBookEmpty: 'claims-book-empty',
  /**
   * A user is signed in (params: userName) and a COB request (reason C2) is filed on a paid claim
   * of their first company: the answer's claimIds.COB and cobRefNo name it.
   */
  cobRequested: 'cob-requested',
  /**
   * A user is signed in (params: userName) and the insurer refuses the next COB request with
   * `errorCode` (params: errorCode?, CB4001 when absent).
   */
  cobRefused: 'cob-refused',
  /** A user is signed in (params: userName); their companies' payment-provider feature is off. */
  paymentProviderDisabled: 'payment-provider-disabled',
  /** A user is signed in (params: userName) and has sent one feedback (a SUGGESTION, rated 4). */
  feedbackSent: 'feedback-sent',
  /**
   * Premium billing: a user is signed in (params: userName) and the newest period of the first
   * policy of their first company holds three invoices dated today on the mock clock (so they
   * lead the table's default order): OUTSTANDING (nothing paid), PART_PAID (Outstanding, half
   * paid) and PAID (paid today). The answer's `invoices` name them by those keys.
   */
  billingOfEveryStatus: 'billing-of-every-status',
  /** A user is signed in (params: userName) and none of their companies has an invoice. */
  billingBookEmpty: 'billing-book-empty',
  /**
   * A user is signed in (params: userName, files?) and the billing detail of the invoice with the
   * most members of their first company comes as `files` files (3 when absent; at most as many as
   * its members). The answer's `invoices.DETAIL` names it.
   */
  billingDetailOfFiles: 'billing-detail-of-files',
  /**
   * A user is signed in (params: userName) and the next `times` (1 when absent) invoice downloads
   * (billingReport) fail with `errorCode` (GC500 when absent).
   */
  billingDownloadFails: 'billing-download-fails',
  /**
   * Reports: a user is signed in (params: userName, files?) and, until the next reset, every
   * report of their companies comes as `files` files (3 when absent; a report with fewer rows
   * than that splits as usual).
   */
  reportOfFiles: 'report-of-files',
  /**
   * A user is signed in (params: userName) and, until the next reset, every report of their
   * companies has no rows: the file lists are empty and file 1 says there are no rows.
   */
  reportEmpty: 'report-empty',
  /**
   * A user is signed in (params: userName, errorCode?, times?, call?) and the next `times` (1)
   * report calls of the kind `call` fail with `errorCode` (GC500): 'list' the three
   * report-count calls, 'data' (the default) the three report calls, 'fileready', 'file'.
   */
  reportFails: 'report-fails',
  /**
   * A user is signed in (params: userName, checks?, readyAfterSeconds?) and, until the next
   * reset, every report file of their companies is prepared in the background whatever its size:
   * the data call answers a fileGatewayRefNo, and fileready answers ready:false `checks` times
   * (2 when absent), and until the mock clock has moved `readyAfterSeconds` (0) past the request.
   */
  reportFileSlow: 'report-file-slow',
  /**
   * A user is signed in (params: userName, fileGatewayRefNo?, ready?) and a report file (the
   * claim transaction of All Policies of their first company, EXCEL) is prepared in the
   * background under `fileGatewayRefNo` (made when absent; the answer names it): fileready
   * answers ready (ready: false keeps it not ready) and file serves it.
   */
  reportFilePrepared: 'report-file-prepared',
} as const;

export type ScenarioName = (typeof SCENARIOS)[keyof typeof SCENARIOS];

/** Demo sign-ins of the seed (the seed's users; passwords are hashed when the mock loads them). */
export const DEMO_USERS = {
  hr: { email: 'hr.admin@nusantara-demo.co.id', password: 'Portal#2026' },
  broker: { email: 'broker@mitra-demo.co.id', password: 'Portal#2026' },
  /** Locked (17003) from the start, until the password is reset through forgot password. */
  locked: { email: 'locked.user@nusantara-demo.co.id', password: 'Portal#2026' },
  /** Disabled (17004 → err022): no sign-in, no reset. */
  disabled: { email: 'disabled.user@nusantara-demo.co.id', password: 'Portal#2026' },
  /** First-time user (err100): must create a password, then signs in with it. */
  firstTime: { email: 'new.user@nusantara-demo.co.id', password: 'Welcome#2026' },
} as const;

/**
 * Numbered test users: per seeded company, `perCompany` HR users of that company alone (1-based
 * company and user numbers), all with one password, so parallel CI workers, testers and load runs
 * each sign in as their own user and never replace each other's session.
 */
export const POOL_USERS = { password: 'Portal#2026', perCompany: 50 } as const;

/** The e-mail of pool user `user` (1-based) of company `company` (1-based, seed order). */
export const poolUserEmail = (company: number, user: number): string =>
  `hr.${String(user).padStart(3, '0')}@co${String(company).padStart(6, '0')}.pool.test`;

/** The code the mock issues in demo mode (MOCK_DEMO_OTP); still single-use and expiring. */
export const DEMO_OTP = '246810';
