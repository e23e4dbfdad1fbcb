import { PATHS } from '@/lib/paths';
import { announcement } from '@test/remote-config';
import { fakeClockAt, startPolling } from '../test/polling-portal';

const MINUTE = 60_000;
// 2026-01-05 21:00:00 in Jakarta
const NOW = Date.UTC(2026, 0, 5, 14, 0, 0);

const polling = (windowStart: string, windowEnd: string, reminderTimerMinutes = 10) =>
  startPolling(() => ({
    systemMaintenance: [
      {
        systemMaintenanceStartDateTimeJKT: windowStart,
        systemMaintenanceEndDateTimeJKT: windowEnd,
        isMO: 'Y',
        isFO: 'N',
      },
    ],
    announcements: [announcement({ reminderTimerMinutes })],
  }));

fakeClockAt(NOW);

describe('maintenance polling', () => {
  it('redirects to the maintenance page while a window is in effect', async () => {
    const portal = polling('2026-01-05 20:30:00', '2026-01-05 23:00:00');
    await jest.advanceTimersByTimeAsync(0);
    expect(portal.navigate).toHaveBeenCalledWith(PATHS.systemMaintenance, { replace: true });
    portal.task.cancel();
  });

  it('opens the reminder popup reminderTimerMinutes before the start, then redirects at it', async () => {
    const portal = polling('2026-01-05 21:30:00', '2026-01-05 23:00:00', 10);
    await jest.advanceTimersByTimeAsync(20 * MINUTE - 1);
    expect(portal.store.getState().maintenance.reminderFor).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(portal.store.getState().maintenance.reminderFor).not.toBeNull();
    expect(portal.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(portal.navigate).toHaveBeenCalledWith(PATHS.systemMaintenance, { replace: true });
    portal.task.cancel();
  });

  it('skips the popup when the reminder is 0', async () => {
    const portal = polling('2026-01-05 21:30:00', '2026-01-05 23:00:00', 0);
    await jest.advanceTimersByTimeAsync(29 * MINUTE);
    expect(portal.store.getState().maintenance.reminderFor).toBeNull();
    portal.task.cancel();
  });

  it('polls first when the first screen is shown, not before, when told to wait (main.tsx)', async () => {
    let shown = () => {};
    const remoteConfigAfter = new Promise<void>((resolve) => (shown = resolve));
    const { api, task } = startPolling(() => ({ systemMaintenance: [], announcements: [] }), {
      remoteConfigAfter,
    });
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    expect(api.calls.filter((c) => c.id === 'remoteConfig')).toHaveLength(0);
    shown();
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.filter((c) => c.id === 'remoteConfig')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(api.calls.filter((c) => c.id === 'remoteConfig')).toHaveLength(2);
    task.cancel();
  });

  it('polls at most once a minute', async () => {
    const portal = polling('2026-01-06 21:30:00', '2026-01-06 23:00:00');
    await jest.advanceTimersByTimeAsync(3 * MINUTE - 1);
    expect(portal.api.calls.filter((c) => c.id === 'remoteConfig')).toHaveLength(3);
    portal.task.cancel();
  });
});
