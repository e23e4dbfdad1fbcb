/** The longest delay a latency rule may ask for, in milliseconds (two minutes). */
export const MAX_LATENCY_MS = 120_000;

/**
 * A latency rule of the control API: calls of `callId` (null: every call) by `userName` (null:
 * everyone) answer after `fixedMs`, or after a random time in [minMs, maxMs].
 */
export interface LatencyRule {
  id: string;
  callId: string | null;
  userName: string | null;
  fixedMs?: number;
  minMs?: number;
  maxMs?: number;
}

export type LatencyDelay = { fixedMs: number } | { minMs: number; maxMs: number };

const keyOf = (callId: string | null, userName: string | null) =>
  `${callId ?? '*'}\u0000${userName ?? '*'}`;

/**
 * Latency rules by call and user. One rule per call and user (a later one replaces it). A call
 * takes the most specific rule that matches it: call and user, then call, then user, then all.
 * `size` is 0 when there is none, so the request path skips the step with one size check.
 */
export class LatencyBook {
  private readonly rules = new Map<string, LatencyRule>();
  private next = 1;

  get size(): number {
    return this.rules.size;
  }

  add(callId: string | null, userName: string | null, delay: LatencyDelay): LatencyRule {
    const user = userName === null ? null : userName.toLowerCase();
    const key = keyOf(callId, user);
    // A replaced rule goes, so the new one lists last (Map keeps the first insertion's place).
    this.rules.delete(key);
    const rule: LatencyRule = { id: `L${this.next++}`, callId, userName: user, ...delay };
    this.rules.set(key, rule);
    return rule;
  }

  list(): LatencyRule[] {
    return [...this.rules.values()].map((r) => ({ ...r }));
  }

  clear(): void {
    this.rules.clear();
  }

  /** The rules and the next id, as plain data (world snapshots); `from` makes them again. */
  toState(): { rules: LatencyRule[]; next: number } {
    return { rules: this.list(), next: this.next };
  }

  static from(state: { rules: readonly LatencyRule[]; next: number }): LatencyBook {
    const book = new LatencyBook();
    for (const rule of state.rules) {
      const userName = rule.userName === null ? null : rule.userName.toLowerCase();
      book.rules.set(keyOf(rule.callId, userName), { ...rule, userName });
    }
    book.next = state.next;
    return book;
  }

  /** Removes the rule of that id; false when there is none. */
  remove(id: string): boolean {
    for (const [key, rule] of this.rules) {
      if (rule.id === id) return this.rules.delete(key);
    }
    return false;
  }

  /** The rule a call of this user follows, if any. */
  ruleFor(callId: string, userName: string | null): LatencyRule | undefined {
    const user = userName === null ? null : userName.toLowerCase();
    return (
      (user === null ? undefined : this.rules.get(keyOf(callId, user))) ??
      this.rules.get(keyOf(callId, null)) ??
      (user === null ? undefined : this.rules.get(keyOf(null, user))) ??
      this.rules.get(keyOf(null, null))
    );
  }

  /** The delay in ms for a call of this user now (0 without a rule); `random` in [0, 1). */
  delayFor(callId: string, userName: string | null, random: () => number = Math.random): number {
    const rule = this.ruleFor(callId, userName);
    if (!rule) return 0;
    if (rule.fixedMs !== undefined) return rule.fixedMs;
    const min = rule.minMs ?? 0;
    const max = rule.maxMs ?? min;
    return min + Math.floor(random() * (max - min + 1));
  }
}
