/** A fault armed through the control API: the next `remaining` calls of a call id fail with it. */
export interface Fault {
  errorCode: string;
  httpStatus: number;
  remaining: number;
}

/** Armed faults by call id; each answer counts one down, and the fault is gone at zero. */
export class FaultBook {
  private readonly faults = new Map<string, Fault>();

  arm(callId: string, fault: Fault): void {
    this.faults.set(callId, { ...fault });
  }

  /** The fault to answer for this call now, if one is armed (and counts it). */
  take(callId: string): Fault | undefined {
    const fault = this.faults.get(callId);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(callId);
    return fault;
  }
}
