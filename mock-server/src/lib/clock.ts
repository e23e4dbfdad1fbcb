/**
 * The mock's time: the real clock plus an offset. Token expiry, code expiry, envelope timestamps
 * and JKT_DATE_TIME all read it, so a test or the control API can move time forward instead of
 * waiting (an expired code after 180 seconds, an expired token after the TTL).
 */
export interface Clock {
  /** Milliseconds since the epoch, mock time. */
  now(): number;
  nowIso(): string;
  /** Moves mock time forward (or back, with a negative value). */
  advance(seconds: number): void;
  /** Sets mock time to an instant. */
  set(instant: number | string): void;
  /** Back to the start: the configured start instant, or the real clock. */
  reset(): void;
  /** The instant reset() goes back to (undefined: the real clock). */
  readonly start: string | undefined;
}

export const createClock = (start?: string, realNow: () => number = Date.now): Clock => {
  const initialOffset = () => (start === undefined ? 0 : Date.parse(start) - realNow());
  let offset = initialOffset();
  const now = () => realNow() + offset;
  return {
    start,
    now,
    nowIso: () => new Date(now()).toISOString(),
    advance: (seconds) => {
      offset += seconds * 1000;
    },
    set: (instant) => {
      const ms = typeof instant === 'number' ? instant : Date.parse(instant);
      if (Number.isNaN(ms)) throw new RangeError(`not a date-time: ${String(instant)}`);
      offset = ms - realNow();
    },
    reset: () => {
      offset = initialOffset();
    },
  };
};

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Jakarta wall-clock time (WIB, UTC+7, no daylight saving) as 'YYYY-MM-DD HH:mm:ss'. */
export const jakartaDateTime = (epochMs: number): string =>
  new Date(epochMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Whole seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (epochMs: number): number => Math.floor(epochMs / 1000);
