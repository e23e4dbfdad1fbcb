import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { PATHS } from '@/lib/paths';
import { getApi, getNavigate } from '@/lib/saga-context';
import { signedOut, type signOutRequested } from '@/lib/session';
import { clearUserData, readStored } from '@/lib/storage';
import { storePartResets } from '@/lib/store-parts';
import { deleteSession } from '../api/delete-session';
import { revokeToken } from '../api/revoke-token';

/**
 * Sign-out (spec part 1 section 4): the timers stop on signOutRequested (idle and maintenance
 * sagas take it); the server session is destroyed and the token revoked, best effort; then every
 * stored key of the user is ALWAYS cleared (the language stays) and the user goes to sign-in.
 */
export function* signOut(action: ReturnType<typeof signOutRequested>): SagaIterator<void> {
  const api = yield* getApi();
  const navigate = yield* getNavigate();
  const accessToken = readStored('authenticationToken');
  const refresh = readStored('authenticationRefreshToken');
  if (accessToken) {
    try {
      yield call(deleteSession, api);
    } catch {
      // The session ends locally all the same.
    }
  }
  const toRevoke = refresh ?? accessToken;
  if (toRevoke) {
    try {
      yield call(revokeToken, api, toRevoke, refresh ? 'refresh_token' : 'access_token');
    } catch {
      // Best effort: the token expires on its own.
    }
  }
  clearUserData();
  // RTK Query's cache, when a screen has loaded it (lib/store-parts.ts).
  for (const reset of storePartResets()) yield put(reset);
  yield put(signedOut(action.payload?.reason ? { reason: action.payload.reason } : undefined));
  yield call(navigate, PATHS.signIn, { replace: true });
}
