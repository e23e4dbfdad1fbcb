/** A COB request as the insurer keeps it. */
export interface CobRecord {
  cobRefNo: string;
  claimId: string;
  companyId: string;
  reason: 'C1' | 'C2' | 'C3';
  insurerName: string | null;
  description: string | null;
  /** The mock clock's day in Jakarta (YYYY-MM-DD). */
  requestDate: string;
  userId: string;
}

/**
 * What the claims calls change: the COB requests filed and the companies whose payment-provider
 * feature is switched off (scenario payment-provider-disabled). A store reset starts a new one.
 */
export class ClaimState {
  private readonly cob = new Map<string, CobRecord>();
  private seq = 0;
  readonly paymentProviderOff = new Set<string>();

  cobOf(claimId: string): CobRecord | undefined {
    return this.cob.get(claimId);
  }

  /** The next reference: COB, the request date (YYYYMMDD) and a five-digit sequence. */
  nextCobRef(today: string): string {
    this.seq += 1;
    return `COB${today.replace(/-/g, '')}${String(this.seq).padStart(5, '0')}`;
  }

  fileCob(record: CobRecord): void {
    this.cob.set(record.claimId, record);
  }

  /** As plain data (world snapshots); `from` makes the same state again. */
  toState(): ClaimStateData {
    return {
      cob: [...this.cob.values()].map((r) => ({ ...r })),
      seq: this.seq,
      paymentProviderOff: [...this.paymentProviderOff],
    };
  }

  static from(data: ClaimStateData): ClaimState {
    const state = new ClaimState();
    for (const record of data.cob) state.fileCob({ ...record });
    state.seq = data.seq;
    for (const id of data.paymentProviderOff) state.paymentProviderOff.add(id);
    return state;
  }
}

export interface ClaimStateData {
  cob: CobRecord[];
  seq: number;
  paymentProviderOff: string[];
}
