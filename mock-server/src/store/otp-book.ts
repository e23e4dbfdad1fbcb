import { timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@mo/contracts';

interface IssuedCode {
  code: string;
  expiresAt: number;
}

export type OtpCheck = 'valid' | 'wrong' | 'expired';

/**
 * One live code per user and purpose. Issuing replaces the previous code (a resend invalidates
 * the old one); a valid check consumes it (single use); an expired code is dropped when seen.
 */
export class OtpBook {
  private readonly codes = new Map<string, IssuedCode>();

  private key(userId: string, purpose: OtpPurpose): string {
    return `${purpose}:${userId}`;
  }

  issue(userId: string, purpose: OtpPurpose, code: string, expiresAt: number): void {
    this.codes.set(this.key(userId, purpose), { code, expiresAt });
  }

  check(userId: string, purpose: OtpPurpose, code: string, now: number): OtpCheck {
    const key = this.key(userId, purpose);
    const issued = this.codes.get(key);
    if (!issued) return 'wrong';
    if (now >= issued.expiresAt) {
      this.codes.delete(key);
      return 'expired';
    }
    const a = Buffer.from(code);
    const b = Buffer.from(issued.code);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return 'wrong';
    this.codes.delete(key);
    return 'valid';
  }
}
