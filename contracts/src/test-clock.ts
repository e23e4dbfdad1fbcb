/**
 * The instant every test runs the mock insurer at (Pact provider verification, the end-to-end
 * stack) and the date the web's and contracts' tests take as today. Late in the UTC day on purpose:
 * at 20:30 UTC it is already the next day in Jakarta, so a test that counts days in UTC, or on the
 * machine's time zone, fails here and not on somebody's evening run. No test reads the wall clock.
 */
export const TEST_CLOCK_START = '2026-12-01T20:30:00.000Z';

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The calendar date in Jakarta (UTC+7, no daylight saving) at an instant, as YYYY-MM-DD. */
export const jakartaDateOf = (instant: number | string): string =>
  new Date((typeof instant === 'number' ? instant : Date.parse(instant)) + JAKARTA_OFFSET_MS)
    .toISOString()
    .slice(0, 10);

/** Jakarta's date at TEST_CLOCK_START: 2026-12-02. */
export const TEST_JAKARTA_TODAY = jakartaDateOf(TEST_CLOCK_START);
