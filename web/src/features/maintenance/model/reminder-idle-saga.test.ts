import { createAppStore } from '@/app/store';
import { writeStored } from '@/lib/storage';
import { fakeApi, profileOf } from '@test/fake-api';
import { reminderClosed, reminderOpened } from './maintenance-slice';

const MINUTE = 60_000;

// The session idle timer is set far away so that only the popup's own timer can sign out.
function signedInWithReminder() {
  const api = fakeApi({ deleteSession: () => ({}), revokeToken: () => ({}) });
  const { store, startSagas } = createAppStore(
    {
      api,
      refreshSession: jest.fn(async () => true),
      sagas: {
        pollRemoteConfig: false,
        idleTimeoutMs: 600 * MINUTE,
        reminderIdleTimeoutMs: 15 * MINUTE,
      },
    },
    { session: { profile: profileOf([['c-1', 'PT Nusantara Demo']]), company: null, modules: [] } },
  );
  writeStored('authenticationToken', 'access');
  const task = startSagas(jest.fn());
  const signedOut = () => api.calls.some((c) => c.id === 'deleteSession');
  return { store, task, signedOut };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('maintenance popup idle timer', () => {
  it('ends the session after the idle period with the popup open', async () => {
    const portal = signedInWithReminder();
    portal.store.dispatch(reminderOpened({ windowStart: Date.now() + 10 * MINUTE }));
    await jest.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(portal.signedOut()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(portal.signedOut()).toBe(true);
    portal.task.cancel();
  });

  it('restarts on mouse movement and stops when the popup closes', async () => {
    const portal = signedInWithReminder();
    portal.store.dispatch(reminderOpened({ windowStart: Date.now() + 10 * MINUTE }));
    await jest.advanceTimersByTimeAsync(14 * MINUTE);
    window.dispatchEvent(new MouseEvent('mousemove'));
    await jest.advanceTimersByTimeAsync(14 * MINUTE);
    expect(portal.signedOut()).toBe(false);
    portal.store.dispatch(reminderClosed());
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(portal.signedOut()).toBe(false);
    portal.task.cancel();
  });

  it('does not run while no popup is open', async () => {
    const portal = signedInWithReminder();
    await jest.advanceTimersByTimeAsync(60 * MINUTE);
    expect(portal.signedOut()).toBe(false);
    portal.task.cancel();
  });
});
