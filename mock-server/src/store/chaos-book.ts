import { mulberry32Step } from '@mo/fixtures';
import type { LatencyDelay } from './latency-book';

/**
 * A seeded chaos profile of one world (control API /__mock/chaos): each contract call fails with
 * probability `rate` (or the rate of its call id, else of its area, in `rates`), with a code drawn
 * from the codes that call can answer (control/chaos-codes.ts), and waits a delay of `latency`.
 * `codes`, when given, narrows the codes drawn to those listed (a call that can answer none of
 * them never fails).
 */
export interface ChaosProfile {
  seed: number;
  rate: number;
  rates?: Record<string, number>;
  latency?: LatencyDelay;
  codes?: string[];
}

/** A code a call can fail with, and the HTTP status it answers with. */
export interface ChaosCode {
  errorCode: string;
  httpStatus: number;
}

/** What the chaos step needs of a call: its id, area and auth rule (contracts CALLS). */
export interface ChaosCall {
  id: string;
  area: string;
  auth: string;
}

export interface ChaosCounters {
  /** Calls the profile decided on (an armed fault answers first, and is not counted). */
  seen: number;
  failed: number;
  /** Failures by error code. */
  byCode: Record<string, number>;
}

/** The book as plain data (world snapshots): the profile, where its generators are, counters. */
export interface ChaosState {
  profile: ChaosProfile;
  failState: number;
  delayState: number;
  counters: ChaosCounters;
}

/** The delay generator's start: the seed mixed, so delays and failures are not one stream. */
const DELAY_SALT = 0x9e3779b9;

/**
 * The armed profile and its two generators (one for failures, one for delays, so a latency
 * setting never shifts which calls fail). Every call the profile sees takes exactly one number
 * from the failure generator, and one more when it fails (the code): the same profile and the
 * same sequence of calls give the same failures with the same codes.
 */
export class ChaosBook {
  private failState: number;
  private delayState: number;
  private readonly counters: ChaosCounters = { seen: 0, failed: 0, byCode: {} };
  /** The codes each call draws from (the profile's `codes` applied), made on first use. */
  private readonly drawn = new Map<string, readonly ChaosCode[]>();

  constructor(readonly profile: ChaosProfile) {
    this.failState = profile.seed | 0;
    this.delayState = (profile.seed ^ DELAY_SALT) | 0;
  }

  static from(state: ChaosState): ChaosBook {
    const book = new ChaosBook(state.profile);
    book.failState = state.failState | 0;
    book.delayState = state.delayState | 0;
    book.counters.seen = state.counters.seen;
    book.counters.failed = state.counters.failed;
    book.counters.byCode = { ...state.counters.byCode };
    return book;
  }

  toState(): ChaosState {
    return {
      profile: structuredClone(this.profile),
      failState: this.failState,
      delayState: this.delayState,
      counters: this.countersNow(),
    };
  }

  countersNow(): ChaosCounters {
    return { ...this.counters, byCode: { ...this.counters.byCode } };
  }

  private nextFail(): number {
    const [state, value] = mulberry32Step(this.failState);
    this.failState = state;
    return value;
  }

  /** The failure probability of a call: its id's rate, else its area's, else the profile's. */
  rateOf(call: ChaosCall): number {
    const { rates, rate } = this.profile;
    if (rates === undefined) return rate;
    return (
      (Object.hasOwn(rates, call.id) ? rates[call.id] : undefined) ??
      (Object.hasOwn(rates, call.area) ? rates[call.area] : undefined) ??
      rate
    );
  }

  private codesOf(call: ChaosCall, candidates: (call: ChaosCall) => readonly ChaosCode[]) {
    let codes = this.drawn.get(call.id);
    if (codes === undefined) {
      const only = this.profile.codes === undefined ? null : new Set(this.profile.codes);
      codes = candidates(call).filter((c) => only === null || only.has(c.errorCode));
      this.drawn.set(call.id, codes);
    }
    return codes;
  }

  /**
   * Decides one call: the code it fails with, or undefined. `candidates` gives the codes a call
   * can answer (control/chaos-codes.ts; the store does not know the catalogue).
   */
  draw(
    call: ChaosCall,
    candidates: (call: ChaosCall) => readonly ChaosCode[],
  ): ChaosCode | undefined {
    this.counters.seen += 1;
    const roll = this.nextFail();
    if (roll >= this.rateOf(call)) return undefined;
    const codes = this.codesOf(call, candidates);
    const code = codes[Math.floor(this.nextFail() * codes.length)];
    if (code === undefined) return undefined;
    this.counters.failed += 1;
    this.counters.byCode[code.errorCode] = (this.counters.byCode[code.errorCode] ?? 0) + 1;
    return code;
  }

  /** The delay of one call in ms (0 without a latency setting): fixed, or uniform in [min, max]. */
  delay(): number {
    const { latency } = this.profile;
    if (latency === undefined) return 0;
    if ('fixedMs' in latency) return latency.fixedMs;
    const [state, value] = mulberry32Step(this.delayState);
    this.delayState = state;
    return latency.minMs + Math.floor(value * (latency.maxMs - latency.minMs + 1));
  }
}
