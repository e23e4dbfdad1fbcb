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
} as const;

export type ScenarioName = (typeof SCENARIOS)[keyof typeof SCENARIOS];

/** Demo sign-ins of the seed (the seed's users; passwords are hashed when the mock loads them). */
export const DEMO_USERS = {
  hr: { email: 'hr.admin@nusantara-demo.co.id', password: 'Portal#2026' },
  broker: { email: 'broker@mitra-demo.co.id', password: 'Portal#2026' },
} as const;

/** The code the mock issues in demo mode (MOCK_DEMO_OTP); still single-use and expiring. */
export const DEMO_OTP = '246810';
