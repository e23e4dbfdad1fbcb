import { delay } from 'redux-saga/effects';
import { createAppStore } from '@/app/store';
import { readStored, writeStored } from '../storage';
import { fakeApi, profileOf } from '@test/fake-api';
import { sessionRecoveryHooks } from './session-recovery';
import { selectSessionStatus, signOutRequested, tokenExpired } from './session-slice';

/** The real store and root saga, with a renewal that takes 100 ms and stores a new token. */
function portalWithRenewal(fails = false) {
  const renewals = jest.fn();
  const refreshSession = function* () {
    renewals();
    yield delay(100);
    if (fails) throw new Error('refused');
    writeStored('authenticationToken', 'new-access');
  };
  const { store, startSagas } = createAppStore(
    {
      api: fakeApi({ deleteSession: () => ({}), revokeToken: () => ({}) }),
      refreshSession,
      sagas: { pollRemoteConfig: false },
    },
    { session: { profile: profileOf([['c-1', 'PT Satu']]), company: null, modules: [] } },
  );
  const task = startSagas(jest.fn());
  return { store, task, renewals };
}

beforeEach(() => {
  jest.useFakeTimers();
  writeStored('authenticationToken', 'old-access');
});
afterEach(() => jest.useRealTimers());

describe('session recovery saga in the root saga', () => {
  it('renews once for reports that arrive together and shows refreshing meanwhile', async () => {
    const portal = portalWithRenewal();
    portal.store.dispatch(tokenExpired({ callId: 'a' }));
    portal.store.dispatch(tokenExpired({ callId: 'b' }));
    expect(selectSessionStatus(portal.store.getState())).toBe('refreshing');
    await jest.advanceTimersByTimeAsync(100);
    expect(portal.renewals).toHaveBeenCalledTimes(1);
    expect(selectSessionStatus(portal.store.getState())).toBe('active');
    expect(readStored('authenticationToken')).toBe('new-access');
    portal.task.cancel();
  });

  it('a sign-out during the renewal stops it before it stores a token', async () => {
    const portal = portalWithRenewal();
    portal.store.dispatch(tokenExpired({ callId: 'a' }));
    portal.store.dispatch(signOutRequested());
    await jest.advanceTimersByTimeAsync(200);
    expect(readStored('authenticationToken')).not.toBe('new-access');
    portal.task.cancel();
  });

  it('a failed renewal signs out through the auth flow 1 s later, with GW1033', async () => {
    const portal = portalWithRenewal(true);
    portal.store.dispatch(tokenExpired({ callId: 'a' }));
    await jest.advanceTimersByTimeAsync(100);
    expect(selectSessionStatus(portal.store.getState())).toBe('signingOut');
    expect(portal.store.getState().session.profile).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(portal.store.getState().session.profile).toBeNull();
    expect(portal.store.getState().session.signOutReason).toBe('GW1033');
    expect(selectSessionStatus(portal.store.getState())).toBe('active');
    portal.task.cancel();
  });
});

describe('session recovery hooks of the api client', () => {
  it('retries at once, without a report, a call sent with an older token than the stored one', async () => {
    const portal = portalWithRenewal();
    const dispatch = jest.spyOn(portal.store, 'dispatch');
    const hooks = sessionRecoveryHooks(
      () => portal.store,
      () => readStored('authenticationToken'),
    );
    await expect(hooks.onTokenExpired({ callId: 'a' }, 'older-access')).resolves.toBe(true);
    expect(dispatch).not.toHaveBeenCalled();
    expect(portal.renewals).not.toHaveBeenCalled();
    portal.task.cancel();
  });

  it('fails GW1033 at once while no store is connected', async () => {
    const hooks = sessionRecoveryHooks(
      () => undefined,
      () => 'old-access',
    );
    await expect(hooks.onTokenExpired({ callId: 'a' }, 'old-access')).resolves.toBe(false);
  });
});
