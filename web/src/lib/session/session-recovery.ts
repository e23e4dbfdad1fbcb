import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, take, takeLeading } from 'redux-saga/effects';
import { ERROR_CODES, TIMINGS } from '@mo/contracts';
import type { RefreshSession } from './idle-saga';
import {
  selectSessionStatus,
  sessionInvalidated,
  signedOut,
  signOutRequested,
  signOutScheduled,
  tokenExpired,
  tokenRenewed,
  type SessionState,
} from './session-slice';

/**
 * Recovery of a signed-in session (spec part 1 section 4, idle time-out and session): GW1033
 * renews the token once, however many calls fail together, and every failing call retries once
 * after it. A failed renewal, or err300, signs out after 1 s. The API client reports the codes as
 * actions (sessionRecoveryHooks) and waits for the session's status in the store; one saga
 * (sessionRecoverySaga) renews and settles that status.
 */

/** What the API client's hooks need of the store (app/ connects the real one). */
export interface SessionStoreLink {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => { session: SessionState };
  subscribe: (listener: () => void) => () => void;
}

/** Resolves once the session is no longer refreshing: true when it is active again. */
export const renewalOutcome = (store: SessionStoreLink): Promise<boolean> =>
  new Promise((resolve) => {
    let unsubscribe: (() => void) | undefined;
    const settle = () => {
      const status = selectSessionStatus(store.getState());
      if (status === 'refreshing') return false;
      unsubscribe?.();
      resolve(status === 'active');
      return true;
    };
    if (!settle()) unsubscribe = store.subscribe(settle);
  });

/**
 * The API client's onTokenExpired and onSessionInvalid: report to the store and wait for the
 * outcome. Before a store is connected GW1033 simply fails.
 */
export function sessionRecoveryHooks(
  store: () => SessionStoreLink | undefined,
  currentToken: () => string | null,
) {
  return {
    onTokenExpired: (error: { callId: string }, sentToken: string | null): Promise<boolean> => {
      const link = store();
      if (!link) return Promise.resolve(false);
      const status = selectSessionStatus(link.getState());
      if (status === 'signingOut') return Promise.resolve(false);
      // A call that went out with an older token than the stored one: already renewed.
      const current = currentToken();
      if (status === 'active' && sentToken !== null && current !== null && sentToken !== current) {
        return Promise.resolve(true);
      }
      link.dispatch(tokenExpired({ callId: error.callId }));
      return renewalOutcome(link);
    },
    onSessionInvalid: (error: { callId: string; errorCode: string }) => {
      store()?.dispatch(sessionInvalidated({ callId: error.callId, errorCode: error.errorCode }));
    },
  };
}

const ENDED = [signOutRequested.type, signedOut.type];

/** The renewal of saga context `refreshSession` (app/session-wiring.ts); false when it failed. */
function* renewOnce(): SagaIterator<boolean> {
  const renew = (yield getContext('refreshSession')) as RefreshSession | undefined;
  if (!renew) return false;
  try {
    yield call(renew);
    return true;
  } catch {
    return false;
  }
}

/** One GW1033 renewal or err300; a sign-out the user asked for meanwhile wins. */
export function* recoverSession(delayMs: number, action: UnknownAction): SagaIterator<void> {
  let reason: string;
  if (sessionInvalidated.match(action)) {
    reason = action.payload.errorCode;
  } else {
    const { renewed } = (yield race({ renewed: call(renewOnce), ended: take(ENDED) })) as {
      renewed?: boolean;
    };
    if (renewed === undefined) return;
    if (renewed) {
      yield put(tokenRenewed());
      return;
    }
    reason = ERROR_CODES.tokenExpired;
  }
  yield put(signOutScheduled({ reason }));
  const { due } = (yield race({ due: delay(delayMs), ended: take(ENDED) })) as { due?: true };
  if (due) yield put(signOutRequested({ reason }));
}

/**
 * takeLeading: while one renewal (or a pending sign-out) runs, further reports are dropped; the
 * calls that made them wait for the session's status instead.
 */
export function* sessionRecoverySaga(
  signOutDelayMs: number = TIMINGS.signOutAfterRefreshFailureMs,
): SagaIterator<void> {
  yield takeLeading([tokenExpired.type, sessionInvalidated.type], recoverSession, signOutDelayMs);
}
