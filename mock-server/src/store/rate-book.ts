/**
 * Fixed-window counters for the sign-in and code requests, on the mock clock (so a test moves
 * time instead of waiting). A key is a kind and a subject: `user:<e-mail>` or `address:<ip>`.
 */
export class RateBook {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /**
   * Counts one request against `limit` per `windowMs`. Answers 0 when it is allowed, else the
   * seconds until the window ends (the request is not counted).
   */
  hit(key: string, limit: number, windowMs: number, now: number): number {
    const window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= limit)
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    window.count += 1;
    return 0;
  }
}
