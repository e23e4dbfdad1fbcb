import type { OtpPurpose } from '@mo/contracts';

export interface InboxMessage {
  to: string;
  purpose: OtpPurpose;
  code: string;
  subject: string;
  sentAt: string;
}

// Old messages are dropped beyond this, so a long-running mock does not grow without bound.
const CAPACITY = 1000;

/** The e-mails the mock "sent": read back through GET /__mock/inbox by tests and demos. */
export class Inbox {
  private readonly messages: InboxMessage[] = [];

  deliver(message: InboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > CAPACITY) this.messages.shift();
  }

  /** Newest first; only one address when given (case-insensitive). */
  list(email?: string): InboxMessage[] {
    const wanted = email?.toLowerCase();
    return this.messages
      .filter((m) => wanted === undefined || m.to.toLowerCase() === wanted)
      .reverse();
  }
}
