import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { createSession, refreshToken } from '../features/auth';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../lib/api-client';
import { getApi } from '../lib/saga-context';
import { sessionRecoveryHooks, type SessionStoreLink } from '../lib/session';
import { readStored, writeStored } from '../lib/storage';

/**
 * GW1033: refresh with the stored refresh token (POST oauth2/token, Basic client), store the new
 * pair, create the session again (mode=signin) with the new token. Any failure throws. A saga
 * (saga context `refreshSession`), so a sign-out that cancels it stops before storing anything.
 */
export function* renewStoredSession(): SagaIterator<void> {
  const api = yield* getApi();
  const stored = readStored('authenticationRefreshToken');
  if (!stored) throw new Error('no refresh token');
  const pair: Awaited<ReturnType<typeof refreshToken>> = yield call(refreshToken, api, stored);
  writeStored('authenticationToken', pair.accessToken);
  writeStored('authenticationRefreshToken', pair.refreshToken);
  yield call(createSession, api, pair.accessToken);
}

/**
 * The api client with its recovery hooks wired: GW1033 and err300 are reported to the store
 * (lib/session sessionRecoverySaga answers them) once `connect` has given it the store.
 */
export function createSessionClient(
  options: Omit<ApiClientOptions, 'getAccessToken' | 'onTokenExpired' | 'onSessionInvalid'>,
): { api: ApiClient; connect: (store: SessionStoreLink) => void } {
  const getAccessToken = () => readStored('authenticationToken');
  let store: SessionStoreLink | undefined;
  const api = createApiClient({
    ...options,
    getAccessToken,
    ...sessionRecoveryHooks(() => store, getAccessToken),
  });
  return {
    api,
    connect: (link) => {
      store = link;
    },
  };
}
