import { createAppStore } from '@/app/store';
import { writeStored } from '../storage';
import { fakeApi, profileOf } from '@test/fake-api';

const MINUTE = 60_000;

function signedIn(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  const api = fakeApi({ deleteSession: () => ({}), revokeToken: () => ({}) });
  const refreshSession = jest.fn(async () => true);
  const navigate = jest.fn();
  const profile = profileOf([['c-1', 'PT Nusantara Demo']]);
  const { store, startSagas } = createAppStore(
    { api, refreshSession, sagas: { pollRemoteConfig: false, idleTimeoutMs: 15 * MINUTE } },
    { session: { profile, company: null, modules: [] } },
  );
  writeStored('authenticationToken', 'access');
  const task = startSagas(navigate);
  const ids = () => api.calls.map((c) => c.id);
  return { store, refreshSession, navigate, task, ids };
}

/** Signed out: the session was closed on the server and the profile is gone from the store. */
function expectSignedOut(portal: ReturnType<typeof signedIn>) {
  expect(portal.ids()).toContain('deleteSession');
  expect(portal.store.getState().session.profile).toBeNull();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

describe('idle time-out', () => {
  it('online: after 15 idle minutes refreshes the token, then signs out', async () => {
    const portal = signedIn(true);
    await jest.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(portal.refreshSession).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(portal.refreshSession).toHaveBeenCalledTimes(1);
    expectSignedOut(portal);
    portal.task.cancel();
  });

  it('offline: skips the refresh and still signs out', async () => {
    const portal = signedIn(false);
    await jest.advanceTimersByTimeAsync(15 * MINUTE);
    expect(portal.refreshSession).not.toHaveBeenCalled();
    expectSignedOut(portal);
    portal.task.cancel();
  });

  it('mouse movement restarts the timer', async () => {
    const portal = signedIn(true);
    await jest.advanceTimersByTimeAsync(14 * MINUTE);
    window.dispatchEvent(new MouseEvent('mousemove'));
    await jest.advanceTimersByTimeAsync(14 * MINUTE);
    expect(portal.ids()).not.toContain('deleteSession');
    expect(portal.store.getState().session.profile).not.toBeNull();
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(portal.ids()).toContain('deleteSession');
    portal.task.cancel();
  });
});
