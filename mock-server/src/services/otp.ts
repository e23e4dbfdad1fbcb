import { randomInt } from 'node:crypto';
import { DEFAULT_VARIABLE_CODES, LIMITS, type OtpPurpose } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../store/store';
import { maskEmail } from '../views/profile';

const SUBJECTS: Record<OtpPurpose, string> = {
  'multi-factor-auth': 'Kode verifikasi masuk / Sign-in verification code',
  'forgot-password': 'Kode atur ulang kata sandi / Password reset code',
};

/** The OTP_VALIDITY default variable in seconds; 180 when missing or unusable (spec section 9). */
export const otpValiditySeconds = (app: FastifyInstance): number => {
  const value = Number(app.store.defaultVariable(DEFAULT_VARIABLE_CODES.otpValiditySeconds));
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
  app: FastifyInstance,
  user: StoredUser,
  purpose: OtpPurpose,
  fixedCode?: string,
): IssuedOtp => {
  const code =
    fixedCode ??
    app.config.demoOtp ??
    String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(6, '0');
  const validitySeconds = otpValiditySeconds(app);
  const now = app.clock.now();
  app.store.otps.issue(user.id, purpose, code, now + validitySeconds * 1000);
  app.store.inbox.deliver({
    to: user.email,
    purpose,
    code,
    subject: SUBJECTS[purpose],
    sentAt: new Date(now).toISOString(),
  });
  // The code itself is logged only with the control API on (development); a production-like run
  // never writes a code anywhere a log reader could see it.
  if (app.config.control) {
    app.log.info({ to: user.email, purpose, code, validitySeconds }, 'one-time code sent');
  } else {
    app.log.info({ to: maskEmail(user.email), purpose, validitySeconds }, 'one-time code sent');
  }
  return { destination: maskEmail(user.email), validitySeconds, code };
};
