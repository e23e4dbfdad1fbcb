import { TIMINGS, type RemoteConfig } from '@mo/contracts';
import { PATHS } from '@/lib/paths';
import { fakeClockAt, startPolling } from '../test/polling-portal';

/**
 * The remote configuration's fetch (spec part 1 sections 4 and 9): once a minute (interval
 * 60000 ms), each fetch given up after 30000 ms. Fake timers; the clock call fails, so the saga
 * falls back to the local clock at UTC+7.
 */
const NOW = Date.UTC(2026, 0, 5, 14, 0, 0); // 21:00 in Jakarta
const IN_EFFECT: RemoteConfig = {
  systemMaintenance: [
    {
      systemMaintenanceStartDateTimeJKT: '2026-01-05 20:30:00',
      systemMaintenanceEndDateTimeJKT: '2026-01-05 23:00:00',
      isMO: 'Y',
      isFO: 'N',
    },
  ],
  announcements: [],
};

/** A remote config answering after `answerAfterMs` (never when null); records each signal. */
function polling(answerAfterMs: number | null) {
  const signals: AbortSignal[] = [];
  const { api, navigate, task } = startPolling(({ signal }) => {
    signals.push(signal as AbortSignal);
    return new Promise((resolve) => {
      if (answerAfterMs !== null) setTimeout(() => resolve(IN_EFFECT), answerAfterMs);
    });
  });
  const fetches = () => api.calls.filter((c) => c.id === 'remoteConfig').length;
  return { navigate, task, signals, fetches };
}

fakeClockAt(NOW);

describe('the remote configuration fetch', () => {
  it('reads the spec constants: 60000 ms between fetches, 30000 ms time-out', () => {
    expect(TIMINGS.remoteConfigIntervalMs).toBe(60_000);
    expect(TIMINGS.remoteConfigTimeoutMs).toBe(30_000);
  });

  it('uses an answer that comes just inside the 30-second time-out', async () => {
    const portal = polling(TIMINGS.remoteConfigTimeoutMs - 1);
    await jest.advanceTimersByTimeAsync(TIMINGS.remoteConfigTimeoutMs - 1);
    expect(portal.navigate).toHaveBeenCalledWith(PATHS.systemMaintenance, { replace: true });
    portal.task.cancel();
  });

  it('gives a fetch up at 30 seconds: the request is aborted and a later answer is not used', async () => {
    const portal = polling(TIMINGS.remoteConfigTimeoutMs + 1_000);
    await jest.advanceTimersByTimeAsync(TIMINGS.remoteConfigTimeoutMs - 1);
    expect(portal.signals[0]!.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(portal.signals[0]!.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(portal.navigate).not.toHaveBeenCalled();
    portal.task.cancel();
  });

  it('starts a fetch once a minute, whether the previous one answered at once or not at all', async () => {
    const quick = polling(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(quick.fetches()).toBe(1);
    await jest.advanceTimersByTimeAsync(TIMINGS.remoteConfigIntervalMs - 1);
    expect(quick.fetches()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(quick.fetches()).toBe(2);
    quick.task.cancel();

    jest.setSystemTime(NOW);
    const silent = polling(null);
    await jest.advanceTimersByTimeAsync(TIMINGS.remoteConfigIntervalMs - 1);
    expect(silent.fetches()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(silent.fetches()).toBe(2);
    await jest.advanceTimersByTimeAsync(2 * TIMINGS.remoteConfigIntervalMs);
    expect(silent.fetches()).toBe(4);
    silent.task.cancel();
  });
});
