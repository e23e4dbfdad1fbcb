import { randomInt } from 'node:crypto';
import { DEFAULT_VARIABLE_CODES, LIMITS, type OtpPurpose } from '@mo/contracts';
import type { StoredUser } from '../store/store';
import { maskEmail } from '../lib/format';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

const SUBJECTS: Record<OtpPurpose, string> = {
  'multi-factor-auth': 'Kode verifikasi masuk / Sign-in verification code',
  'forgot-password': 'Kode atur ulang kata sandi / Password reset code',
};

/** The OTP_VALIDITY default variable in seconds; 180 when missing or unusable (spec section 9). */
export const otpValiditySeconds = (world: MockStore): number => {
  const value = Number(world.defaultVariable(DEFAULT_VARIABLE_CODES.otpValiditySeconds));
  return Number.isInteger(value) && value > 0 ? value : LIMITS.otpValidityDefaultSeconds;
};

export interface IssuedOtp {
  destination: string;
  validitySeconds: number;
  code: string;
}

/**
 * Issues a six-digit code: random, or the demo code when MOCK_DEMO_OTP is set, or the one a
 * scenario asks for. It replaces the user's previous code of that purpose, goes to the mock inbox
 * and, with the control API on, is logged, so a developer can sign in without reading the inbox.
 */
export const issueOtp = (
  world: MockStore,
  host: MockHost,
  user: StoredUser,
  purpose: OtpPurpose,
  fixedCode?: string,
): IssuedOtp => {
  const code =
    fixedCode ??
    host.config.demoOtp ??
    String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(6, '0');
  const validitySeconds = otpValiditySeconds(world);
  const now = world.clock.now();
  world.otps.issue(user.id, purpose, code, now + validitySeconds * 1000);
  world.inbox.deliver({
    to: user.email,
    purpose,
    code,
    subject: SUBJECTS[purpose],
    sentAt: new Date(now).toISOString(),
  });
  // The code itself is logged only with the control API on (development); a production-like run
  // never writes a code anywhere a log reader could see it.
  if (host.config.control) {
    host.log.info({ to: user.email, purpose, code, validitySeconds }, 'one-time code sent');
  } else {
    host.log.info({ to: maskEmail(user.email), purpose, validitySeconds }, 'one-time code sent');
  }
  return { destination: maskEmail(user.email), validitySeconds, code };
};
