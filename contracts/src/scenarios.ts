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
