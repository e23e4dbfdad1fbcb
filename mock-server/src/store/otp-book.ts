import { timingSafeEqual } from 'node:crypto';
import { LIMITS, type OtpPurpose } from '@mo/contracts';

interface IssuedCode {
  code: string;
  expiresAt: number;
  wrongTries: number;
}

export type OtpCheck = 'valid' | 'wrong' | 'expired' | 'spent';

/**
 * One live code per user and purpose. Issuing replaces the previous code (a resend invalidates
 * the old one); a valid check consumes it (single use); an expired code is dropped when seen.
 * After `maxAttempts` wrong tries the code is spent: every later try, the right code included,
 * answers 'spent' until a new code is issued.
 */
export class OtpBook {
  private readonly codes = new Map<string, IssuedCode>();

  constructor(private readonly maxAttempts: number = LIMITS.otpMaxAttempts) {}

  private key(userId: string, purpose: OtpPurpose): string {
    return `${purpose}:${userId}`;
  }

  issue(userId: string, purpose: OtpPurpose, code: string, expiresAt: number): void {
    this.codes.set(this.key(userId, purpose), { code, expiresAt, wrongTries: 0 });
  }

  check(userId: string, purpose: OtpPurpose, code: string, now: number): OtpCheck {
    const key = this.key(userId, purpose);
    const issued = this.codes.get(key);
    if (!issued) return 'wrong';
    if (now >= issued.expiresAt) {
      this.codes.delete(key);
      return 'expired';
    }
    if (issued.wrongTries >= this.maxAttempts) return 'spent';
    const a = Buffer.from(code);
    const b = Buffer.from(issued.code);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      issued.wrongTries += 1;
      return issued.wrongTries >= this.maxAttempts ? 'spent' : 'wrong';
    }
    this.codes.delete(key);
    return 'valid';
  }
}
