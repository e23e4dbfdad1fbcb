import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { TIMINGS } from '@mo/contracts';
import { activityChannel, signedOut, signOutRequested } from '@/lib/session';
import { reminderClosed, reminderOpened } from './maintenance-slice';

/**
 * The maintenance popup's own idle timer (spec part 1 section 4: "a separate maintenance-popup
 * timer works the same way"): while the reminder is open, the idle period without mouse
 * movement or keys ends the session, as the popup's end-session action would. Activity restarts
 * it; closing the popup or signing out stops it.
 */
export function* reminderIdleSaga(
  timeoutMs: number = TIMINGS.idleTimeoutMinutesDefault * 60_000,
  target: EventTarget = window,
): SagaIterator<void> {
  while (true) {
    yield take(reminderOpened.type);
    const activity: EventChannel<true> = yield call(activityChannel, target);
    try {
      while (true) {
        const result: { idle?: true; closed?: unknown } = yield race({
          activity: take(activity),
          idle: delay(timeoutMs),
          closed: take([reminderClosed.type, signOutRequested.type, signedOut.type]),
        });
        if (result.idle) {
          yield put(signOutRequested());
          break;
        }
        if (result.closed) break;
      }
    } finally {
      activity.close();
    }
  }
}
