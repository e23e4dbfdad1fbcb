import type { Channel, Saga, SagaIterator } from 'redux-saga';
import { call, fork, take } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { maintenanceSaga, reminderIdleSaga } from '../features/maintenance';
import { reportDownloadSaga, saveReport } from '../lib/report-download';
import { idleSaga, sessionRecoverySaga } from '../lib/session';

export interface SagaOptions {
  /** Idle time-out of a signed-in session (config). */
  idleTimeoutMs?: number;
  /** Idle time-out while the maintenance popup is open (the same period unless set). */
  reminderIdleTimeoutMs?: number;
  /** The file gateway's recheck wait (config: VITE_FILE_RECHECK_MS; FILE_RECHECK_MS unless set). */
  fileRecheckMs?: number;
  /** Remote-config polling (page tests switch it off: it would add calls to every test). */
  pollRemoteConfig?: boolean;
  /**
   * Remote-config polling starts once this settles (main.tsx: when the first screen is on the
   * page), so its two calls and the renders of their answers do not compete with the first
   * paint on a slow phone. At once when absent.
   */
  remoteConfigAfter?: Promise<void>;
  /**
   * Sagas of the store parts that load with their area (lib/store-parts.ts: the members' add and
   * bulk flows), forked here as they arrive so they stop with the others.
   */
  partSagas?: Channel<Saga<[]>>;
  /**
   * Hands the thread back between two sagas' starts (bootstrap: each starts in a task of its own;
   * started together they were a task of about 190 ms on Lighthouse's phone). At once when absent.
   */
  betweenStarts?: () => Promise<void>;
  /** Told once every saga has started (bootstrap waits for it before the first render). */
  onStarted?: () => void;
}

function* forkPartSagas(sagas: Channel<Saga<[]>>): SagaIterator<void> {
  for (;;) {
    const saga = (yield take(sagas)) as Saga<[]>;
    yield fork(saga);
  }
}

/** Every feature's long-running sagas (an area's own with its area: lib/store-parts.ts). */
export function* rootSaga(options: SagaOptions = {}): SagaIterator<void> {
  const starts = [
    fork(authSaga),
    fork(sessionRecoverySaga),
    fork(idleSaga, options.idleTimeoutMs),
    fork(reminderIdleSaga, options.reminderIdleTimeoutMs ?? options.idleTimeoutMs),
    fork(reportDownloadSaga, saveReport, options.fileRecheckMs),
    ...(options.partSagas ? [fork(forkPartSagas, options.partSagas)] : []),
    ...(options.pollRemoteConfig === false
      ? []
      : [fork(maintenanceSaga, options.remoteConfigAfter)]),
  ];
  // (attached forks: the root ends, or fails, with them, as it did under all())
  for (const [index, start] of starts.entries()) {
    if (index > 0 && options.betweenStarts) yield call(options.betweenStarts);
    yield start;
  }
  options.onStarted?.();
}
