import { createAppStore } from '@/app/store';
import { PATHS } from '@/lib/paths';
import { emptySession } from '@/lib/session';
import { fakeApi } from '@test/fake-api';
import { announcement } from '@test/remote-config';

const MINUTE = 60_000;
// 2026-01-05 21:00:00 in Jakarta
const NOW = Date.UTC(2026, 0, 5, 14, 0, 0);

function polling(windowStart: string, windowEnd: string, reminderTimerMinutes = 10) {
  const api = fakeApi({
    remoteConfig: () => ({
      systemMaintenance: [
        {
          systemMaintenanceStartDateTimeJKT: windowStart,
          systemMaintenanceEndDateTimeJKT: windowEnd,
          isMO: 'Y',
          isFO: 'N',
        },
      ],
      announcements: [announcement({ reminderTimerMinutes })],
    }),
    getSysParam: () => {
      throw new Error('offline clock: fall back to local UTC+7');
    },
  });
  const navigate = jest.fn();
  const { store, startSagas } = createAppStore({ api }, { session: emptySession });
  const task = startSagas(navigate);
  return { api, navigate, store, task };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

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
    const api = fakeApi({
      remoteConfig: () => ({ systemMaintenance: [], announcements: [] }),
      getSysParam: () => {
        throw new Error('offline clock');
      },
    });
    let shown = () => {};
    const remoteConfigAfter = new Promise<void>((resolve) => (shown = resolve));
    const { startSagas } = createAppStore(
      { api, sagas: { remoteConfigAfter } },
      { session: emptySession },
    );
    const task = startSagas(jest.fn());
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
