import { configureStore } from '@reduxjs/toolkit';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import { API_AREAS, OAUTH_CLIENT } from '@mo/contracts';
import { CALL_ROUTES } from '@mo/contracts';
import {
  selectSessionStatus,
  sessionRecoverySaga,
  sessionReducer,
  signOutRequested,
  type SessionStatus,
} from '../lib/session';
import { readStored, writeStored } from '../lib/storage';
import { createSessionClient, renewStoredSession } from './session-wiring';

const envelope = (data: unknown, errorCode: string | null = null, status: unknown = 'success') => ({
  status: errorCode ? 'failed' : status,
  message: 'success',
  isFirstTimeLogin: false,
  systemInformation: {
    errorCode,
    errorMessage: errorCode,
    timestamp: '2026-01-05T10:00:00+07:00',
    details: null,
    isSysUnderMaintenane: 'N',
  },
  version: '8.1.0-5',
  data,
});

const PAIR = {
  accessToken: 'new-access',
  refreshToken: 'new-refresh',
  tokenType: 'Bearer',
  expiresIn: 900,
  scope: 'full',
};

/** A gateway: modules answer GW1033 to the old token; oauth2/token and auth/session as told. */
function gateway({ refreshFails = false, modulesCode = 'GW1033' } = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const auth = String(AxiosHeaders.from(config.headers).get('Authorization') ?? '');
    const url = String(config.url);
    let data: unknown;
    if (url.endsWith('/oauth2/token')) {
      data = refreshFails ? envelope(undefined, 'GW1031') : envelope(PAIR);
    } else if (url.endsWith('/auth/session')) {
      data = envelope({ sessionId: 's-2' }, null, true);
    } else {
      data =
        auth === 'Bearer new-access'
          ? envelope({ modules: ['Home'] })
          : envelope(undefined, modulesCode);
    }
    // Answers arrive on a later tick, as over a network.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { data, status: 200, statusText: '', headers: {}, config, request: {} };
  };
  return { adapter, requests };
}

/**
 * The real api client, connected to a store running the recovery saga (as app/bootstrap wires
 * them); `signOut` records every sign-out the saga asks for, `statuses` each session status.
 */
const setUp = (options?: Parameters<typeof gateway>[0]) => {
  const transport = gateway(options);
  const signOut = jest.fn();
  const { api, connect } = createSessionClient({
    baseUrlFor: (area) => `http://gw.test${API_AREAS[area]}`,
    adapter: transport.adapter,
  });
  const sagaMiddleware = createSagaMiddleware({
    context: { api, refreshSession: renewStoredSession },
  });
  const store = configureStore({
    reducer: { session: sessionReducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  connect(store);
  const statuses: SessionStatus[] = [selectSessionStatus(store.getState())];
  store.subscribe(() => {
    const status = selectSessionStatus(store.getState());
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  sagaMiddleware.run(function* (): SagaIterator {
    yield fork(sessionRecoverySaga);
    yield takeEvery(signOutRequested.type, (action: ReturnType<typeof signOutRequested>) =>
      signOut(action.payload?.reason),
    );
  });
  const paths = () => transport.requests.map((r) => String(r.url).replace(/^.*\/v1/, ''));
  return { api, store, statuses, signOut, transport, paths };
};

beforeEach(() => {
  writeStored('authenticationToken', 'old-access');
  writeStored('authenticationRefreshToken', 'old-refresh');
});
afterEach(() => jest.useRealTimers());

describe('session recovery: GW1033 refresh queue', () => {
  it('refreshes once for three calls failing together, re-creates the session once, retries each', async () => {
    const { api, transport, paths } = setUp();
    const results = await Promise.all([
      api.call(CALL_ROUTES.accessibleModules),
      api.call(CALL_ROUTES.accessibleModules),
      api.call(CALL_ROUTES.accessibleModules),
    ]);
    expect(results).toEqual([{ modules: ['Home'] }, { modules: ['Home'] }, { modules: ['Home'] }]);
    expect(paths().filter((p) => p === '/oauth2/token')).toHaveLength(1);
    expect(paths().filter((p) => p === '/auth/session')).toHaveLength(1);
    expect(paths().filter((p) => p === '/auth/accessible-modules')).toHaveLength(6);
    expect(readStored('authenticationToken')).toBe('new-access');
    expect(readStored('authenticationRefreshToken')).toBe('new-refresh');

    const refresh = transport.requests.find((r) => String(r.url).endsWith('/oauth2/token'));
    const basic = Buffer.from(`${OAUTH_CLIENT.clientId}:${OAUTH_CLIENT.clientSecret}`).toString(
      'base64',
    );
    expect(AxiosHeaders.from(refresh?.headers).get('Authorization')).toBe(`Basic ${basic}`);
    expect(refresh?.data).toBe('grant_type=refresh_token&refresh_token=old-refresh');
    const session = transport.requests.find((r) => String(r.url).endsWith('/auth/session'));
    expect(session?.params).toEqual({ mode: 'signin' });
    expect(AxiosHeaders.from(session?.headers).get('Authorization')).toBe('Bearer new-access');
  });

  it('signs out 1 s after a failed refresh, with the expired-token message', async () => {
    jest.useFakeTimers();
    const { api, signOut } = setUp({ refreshFails: true });
    const failed = api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    expect(await failed).toMatchObject({ errorCode: 'GW1033' });
    expect(signOut).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('GW1033');
  });

  it('signs out 1 s after err300, once however many calls answer it', async () => {
    jest.useFakeTimers();
    const { api, signOut, paths } = setUp({ modulesCode: 'err300' });
    const failures = Promise.all([
      api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error),
      api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error),
    ]);
    await jest.advanceTimersByTimeAsync(10);
    expect(await failures).toMatchObject([{ errorCode: 'err300' }, { errorCode: 'err300' }]);
    await jest.advanceTimersByTimeAsync(980);
    expect(signOut).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(20);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('err300');
    expect(paths()).not.toContain('/oauth2/token');
  });
});

describe('session recovery: the saga and the session status in the store', () => {
  it('refreshes once for five calls failing together, retries and resolves all five; active → refreshing → active', async () => {
    const { api, store, statuses, paths, signOut } = setUp();
    const pending = Array.from({ length: 5 }, () => api.call(CALL_ROUTES.accessibleModules));
    const results = await Promise.all(pending);
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ modules: ['Home'] })));
    expect(paths().filter((p) => p === '/oauth2/token')).toHaveLength(1);
    expect(paths().filter((p) => p === '/auth/session')).toHaveLength(1);
    expect(paths().filter((p) => p === '/auth/accessible-modules')).toHaveLength(10);
    expect(statuses).toEqual(['active', 'refreshing', 'active']);
    expect(selectSessionStatus(store.getState())).toBe('active');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a failed refresh: refreshing → signing out, the calls fail, sign-out 1 s later', async () => {
    jest.useFakeTimers();
    const { api, store, statuses, signOut } = setUp({ refreshFails: true });
    const failures = Promise.all(
      Array.from({ length: 5 }, () =>
        api.call(CALL_ROUTES.accessibleModules).catch((e: unknown) => e),
      ),
    );
    await jest.advanceTimersByTimeAsync(10);
    expect(await failures).toMatchObject(
      Array.from({ length: 5 }, () => ({ errorCode: 'GW1033' })),
    );
    expect(statuses).toEqual(['active', 'refreshing', 'signingOut']);
    await jest.advanceTimersByTimeAsync(980);
    expect(signOut).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(20);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('GW1033');
    expect(selectSessionStatus(store.getState())).toBe('signingOut');
  });

  it('err300: signing out at once (no refresh), sign-out 1 s later', async () => {
    jest.useFakeTimers();
    const { api, statuses, signOut, paths } = setUp({ modulesCode: 'err300' });
    const failed = api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    expect(await failed).toMatchObject({ errorCode: 'err300' });
    expect(statuses).toEqual(['active', 'signingOut']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(signOut).toHaveBeenCalledWith('err300');
    expect(paths()).not.toContain('/oauth2/token');
  });

  it('a GW1033 while signing out fails at once, without another refresh', async () => {
    jest.useFakeTimers();
    const { api, signOut, paths } = setUp({ refreshFails: true });
    const first = api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    await first;
    const late = api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    expect(await late).toMatchObject({ errorCode: 'GW1033' });
    expect(paths().filter((p) => p === '/oauth2/token')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('does not sign out a second time when the user signed out during the wait', async () => {
    jest.useFakeTimers();
    const { api, store, signOut } = setUp({ modulesCode: 'err300' });
    const failed = api.call(CALL_ROUTES.accessibleModules).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    await failed;
    store.dispatch(signOutRequested());
    expect(signOut).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith(undefined);
  });
});
