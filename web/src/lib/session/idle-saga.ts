import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, select, take } from 'redux-saga/effects';
import { TIMINGS } from '@mo/contracts';
import { selectIsSignedIn, sessionEstablished, signedOut, signOutRequested } from './session-slice';

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

/** Mouse movement and key presses on the page, as a channel. */
export const activityChannel = (target: EventTarget): EventChannel<true> =>
  eventChannel((emit) => {
    const onActivity = () => emit(true);
    ACTIVITY_EVENTS.forEach((name) => target.addEventListener(name, onActivity, { passive: true }));
    return () => ACTIVITY_EVENTS.forEach((name) => target.removeEventListener(name, onActivity));
  });

/**
 * Renews the stored session (saga context `refreshSession`, app/session-wiring.ts): a saga or a
 * promise that fails when the renewal did. The idle time-out's expired-token path and the GW1033
 * recovery both call it.
 */
export type RefreshSession = () => Promise<unknown> | SagaIterator<unknown>;

/**
 * Idle time-out (spec part 1 section 4): after `timeoutMs` without mouse movement (or keys) the
 * signed-in user is signed out; online, the token is refreshed first (the expired-token path),
 * offline that is skipped. Activity restarts the timer.
 */
export function* idleSaga(
  timeoutMs: number = TIMINGS.idleTimeoutMinutesDefault * 60_000,
  target: EventTarget = window,
): SagaIterator<void> {
  while (true) {
    const signedIn: boolean = yield select(selectIsSignedIn);
    if (!signedIn) yield take(sessionEstablished.type);
    const activity: EventChannel<true> = yield call(activityChannel, target);
    let ended: 'idle' | 'signOutRequested' | 'signedOut';
    try {
      while (true) {
        const result: { idle?: true; out?: { type: string } } = yield race({
          activity: take(activity),
          idle: delay(timeoutMs),
          out: take([signOutRequested.type, signedOut.type]),
        });
        if (result.idle) {
          ended = 'idle';
          break;
        }
        if (result.out) {
          ended = signedOut.match(result.out) ? 'signedOut' : 'signOutRequested';
          break;
        }
      }
    } finally {
      activity.close();
    }
    if (ended === 'idle') {
      const refresh = (yield getContext('refreshSession')) as RefreshSession | undefined;
      if (refresh && globalThis.navigator?.onLine !== false) {
        try {
          yield call(refresh);
        } catch {
          // Signed out below all the same.
        }
      }
      yield put(signOutRequested());
    }
    if (ended !== 'signedOut') yield take(signedOut.type);
  }
}
