import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, take } from 'redux-saga/effects';
import { TIMINGS, type RemoteConfig } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import { getApi, getNavigate } from '@/lib/saga-context';
import { signOutRequested } from '@/lib/session';
import { fetchJakartaTime } from '../api/jakarta-time';
import { fetchRemoteConfig } from '../api/remote-config';
import {
  activeWindow,
  jakartaOffsetMs,
  nextWindow,
  reminderDelayMs,
  reminderMinutes,
} from '../rules/maintenance-rules';
import { reminderClosed, reminderOpened, remoteConfigLoaded } from './maintenance-slice';

interface Loaded {
  config: RemoteConfig;
  offsetMs: number;
}

/** Remote config and the Jakarta clock (falling back to the local clock at UTC+7). */
export async function loadRemoteConfig(api: ApiClient, signal?: AbortSignal): Promise<Loaded> {
  const [config, jkt] = await Promise.all([
    fetchRemoteConfig(api, signal),
    fetchJakartaTime(api, signal).catch(() => null),
  ]);
  return { config, offsetMs: jakartaOffsetMs(jkt, Date.now()) };
}

/**
 * The countdowns of one configuration: at the window start → the maintenance page; the reminder
 * popup reminderTimerMinutes before it (skipped at 0 or once its time has passed). A window
 * already in effect redirects at once.
 */
export function* watchWindows({ config, offsetMs }: Loaded): SagaIterator<void> {
  const navigate = yield* getNavigate();
  const jktNow = Date.now() + offsetMs;
  if (activeWindow(config.systemMaintenance, jktNow)) {
    yield put(reminderClosed());
    yield call(navigate, PATHS.systemMaintenance, { replace: true });
    return;
  }
  const next = nextWindow(config.systemMaintenance, jktNow);
  if (!next) return;
  const reminderIn = reminderDelayMs(reminderMinutes(config), next.start, jktNow);
  if (reminderIn !== null) {
    yield delay(reminderIn);
    yield put(reminderOpened({ windowStart: next.start }));
  }
  yield delay(Math.max(0, next.start - (Date.now() + offsetMs)));
  yield put(reminderClosed());
  yield call(navigate, PATHS.systemMaintenance, { replace: true });
}

/** One fetch, given up after the 30-second time-out; null when it failed or timed out. */
export function* pollOnce(api: ApiClient): SagaIterator<Loaded | null> {
  const controller = new AbortController();
  try {
    const { loaded }: { loaded?: Loaded } = yield race({
      loaded: call(loadRemoteConfig, api, controller.signal),
      timeout: delay(TIMINGS.remoteConfigTimeoutMs),
    });
    return loaded ?? null;
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

/**
 * Polls the remote configuration once a minute, on the sign-in area and signed in: a fetch starts
 * 60 s after the previous one started (spec part 1 section 9, fetch interval), so a slow or
 * timed-out answer does not stretch the interval. Each answer replaces the countdowns; sign-out
 * stops them (the next answer starts them again). The first poll waits for `startAfter` when
 * given (SagaOptions.remoteConfigAfter).
 */
export function* maintenanceSaga(startAfter?: Promise<void>): SagaIterator<void> {
  const api = yield* getApi();
  let countdowns: Task | undefined;
  yield fork(function* stopOnSignOut(): SagaIterator<void> {
    while (true) {
      yield take(signOutRequested.type);
      if (countdowns?.isRunning()) yield cancel(countdowns);
      yield put(reminderClosed());
    }
  });
  if (startAfter) yield call(() => startAfter);
  while (true) {
    const startedAt = Date.now();
    const loaded: Loaded | null = yield call(pollOnce, api);
    if (loaded) {
      yield put(remoteConfigLoaded(loaded));
      if (countdowns?.isRunning()) yield cancel(countdowns);
      countdowns = yield fork(watchWindows, loaded);
    }
    // Bounded by the interval, in case the device clock was set back meanwhile.
    const elapsed = Math.max(0, Date.now() - startedAt);
    yield delay(Math.max(0, TIMINGS.remoteConfigIntervalMs - elapsed));
  }
}
