import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a sign-in ticket stays good (seconds, mock clock): the success page's "view dashboard". */
export const SIGN_IN_TICKET_SECONDS = 300;

interface Ticket {
  digest: Buffer;
  expiresAt: number;
}

const digestOf = (ticket: string): Buffer => createHash('sha256').update(ticket).digest();

/**
 * One-time sign-in tickets (docs/spec-notes.md): a password reset or first password has just
 * proved the user's mailbox, so the success page's "view dashboard" may sign in without a second
 * emailed code. A ticket is 256 random bits, kept only as its SHA-256, one per user (a new one
 * replaces the old), bound to that user, good for SIGN_IN_TICKET_SECONDS, and spent by the first
 * presentation whatever its outcome: a wrong password with it burns it too.
 */
export class SignInTicketBook {
  private readonly tickets = new Map<string, Ticket>();

  /** A new ticket for the user (the previous one is gone); answers the ticket itself. */
  issue(userId: string, now: number, ticket = randomBytes(32).toString('base64url')): string {
    this.tickets.set(userId, {
      digest: digestOf(ticket),
      expiresAt: now + SIGN_IN_TICKET_SECONDS * 1000,
    });
    return ticket;
  }

  /** Spends the user's ticket; true only when it was this one and still in time. */
  redeem(userId: string, ticket: string, now: number): boolean {
    const held = this.tickets.get(userId);
    this.tickets.delete(userId);
    if (!held || now >= held.expiresAt) return false;
    return timingSafeEqual(held.digest, digestOf(ticket));
  }

  /** Drops the user's ticket (a sign-in through the code, another password change). */
  revoke(userId: string): void {
    this.tickets.delete(userId);
  }
}
