/** A fault armed through the control API: the next `remaining` calls of a call id fail with it. */
export interface Fault {
  errorCode: string;
  httpStatus: number;
  remaining: number;
}

/** An armed fault as the control API lists it: for one user (e-mail) or for everyone (null). */
export interface ArmedFault extends Fault {
  callId: string;
  userName: string | null;
}

/** Codes the gateway answers with 401 (the portal refreshes or signs out on them); 400 else. */
const UNAUTHORISED = new Set(['GW1031', 'GW1033', 'err300', '17002', '17003']);

/** The HTTP status a fault answers with when none is given. */
export const defaultFaultStatus = (errorCode: string): number =>
  UNAUTHORISED.has(errorCode) ? 401 : 400;

const countDown = <K>(book: Map<K, Fault>, key: K, fault: Fault): Fault => {
  fault.remaining -= 1;
  if (fault.remaining <= 0) book.delete(key);
  return fault;
};

/**
 * Armed faults: for everyone by call id, and for one user by call id then user e-mail (lower
 * case). Each answer counts one down, and a fault is gone at zero. `userFaultCalls` is 0 when no
 * user fault is armed, so the request path can skip the user step with one size check.
 */
export class FaultBook {
  private readonly everyone = new Map<string, Fault>();
  private readonly byUser = new Map<string, Map<string, Fault>>();

  arm(callId: string, fault: Fault, userName: string | null = null): void {
    if (userName === null) {
      this.everyone.set(callId, { ...fault });
      return;
    }
    let users = this.byUser.get(callId);
    if (!users) {
      users = new Map();
      this.byUser.set(callId, users);
    }
    users.set(userName.toLowerCase(), { ...fault });
  }

  /** The everyone fault to answer for this call now, if one is armed (and counts it). */
  take(callId: string): Fault | undefined {
    const fault = this.everyone.get(callId);
    return fault ? countDown(this.everyone, callId, fault) : undefined;
  }

  /** This user's fault to answer for this call now, if one is armed (and counts it). */
  takeFor(callId: string, userName: string): Fault | undefined {
    const users = this.byUser.get(callId);
    if (!users) return undefined;
    const key = userName.toLowerCase();
    const fault = users.get(key);
    if (!fault) return undefined;
    countDown(users, key, fault);
    if (users.size === 0) this.byUser.delete(callId);
    return fault;
  }

  /** How many calls have a user fault armed (0: none at all). */
  get userFaultCalls(): number {
    return this.byUser.size;
  }

  /** Whether some user has a fault armed on this call. */
  hasUserFaultOn(callId: string): boolean {
    return this.byUser.has(callId);
  }

  /** Every armed fault: everyone's first, then users', each in arming order. */
  list(): ArmedFault[] {
    const listed: ArmedFault[] = [];
    for (const [callId, f] of this.everyone) listed.push({ callId, userName: null, ...f });
    for (const [callId, users] of this.byUser) {
      for (const [userName, f] of users) listed.push({ callId, userName, ...f });
    }
    return listed;
  }

  clear(): void {
    this.everyone.clear();
    this.byUser.clear();
  }

  /** Clears the fault of one call: the everyone one (userName null) or that user's. */
  clearOne(callId: string, userName: string | null): void {
    if (userName === null) {
      this.everyone.delete(callId);
      return;
    }
    const users = this.byUser.get(callId);
    users?.delete(userName.toLowerCase());
    if (users?.size === 0) this.byUser.delete(callId);
  }
}
