import { CALLS, type CallId } from '@mo/contracts';
import { fail } from '../lib/api-error';
import { defaultFaultStatus } from '../store/fault-book';

/**
 * Magic inputs (README "Magic inputs"): values a tester types anyway that reproduce a code without
 * the console. They work only while the control API is on (register-call checks app.config.control)
 * and only on the calls below, so every other call pays nothing for them.
 */

/** The one-time code that always answers err012 (expired code) on the code-verification call. */
export const MAGIC_EXPIRED_OTP = '000012';
/** A list search text `#fail:<CODE>` answers that code for that request. */
export const MAGIC_FAIL_PREFIX = '#fail:';
const MAGIC_CODE = /^[A-Za-z0-9_]{1,32}$/;

export type MagicStep = (body: unknown) => void;

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const expiredOtp: MagicStep = (body) => {
  if (fieldOf(body, 'otp') === MAGIC_EXPIRED_OTP) throw fail.otpExpired();
};

const failingSearch: MagicStep = (body) => {
  const text = fieldOf(body, 'searchByValue');
  if (typeof text !== 'string') return;
  const trimmed = text.trim();
  if (trimmed.slice(0, MAGIC_FAIL_PREFIX.length).toLowerCase() !== MAGIC_FAIL_PREFIX) return;
  const code = trimmed.slice(MAGIC_FAIL_PREFIX.length);
  // Anything else is an ordinary (if odd) search text.
  if (!MAGIC_CODE.test(code)) return;
  throw fail.magicInput(defaultFaultStatus(code), code, `${MAGIC_FAIL_PREFIX}${code}`);
};

/** The calls with a magic input, and the field each reads. */
export const MAGIC_STEPS: Partial<Record<CallId, MagicStep>> = {
  [CALLS.validateOtp.id]: expiredOtp,
  [CALLS.memberList.id]: failingSearch,
  [CALLS.claimList.id]: failingSearch,
  [CALLS.excessClaims.id]: failingSearch,
  [CALLS.premiumBilling.id]: failingSearch,
};

/** The magic step of a call, if it has one. */
export const magicInputOf = (callId: string): MagicStep | undefined =>
  Object.hasOwn(MAGIC_STEPS, callId) ? MAGIC_STEPS[callId as CallId] : undefined;
