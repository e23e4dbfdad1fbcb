import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';
import { maintenanceSaga } from '../features/maintenance/maintenance-saga';
import { reminderIdleSaga } from '../features/maintenance/reminder-idle-saga';
import { membersAddSaga } from '../features/members/add/add-saga';
import { membersBulkSaga } from '../features/members/bulk/bulk-saga';
import { reportDownloadSaga } from '../lib/report-download';
import { idleSaga, sessionRecoverySaga } from '../lib/session';

export interface SagaOptions {
  /** Idle time-out of a signed-in session (config). */
  idleTimeoutMs?: number;
  /** Idle time-out while the maintenance popup is open (the same period unless set). */
  reminderIdleTimeoutMs?: number;
  /** Remote-config polling (page tests switch it off: it would add calls to every test). */
  pollRemoteConfig?: boolean;
}

/** Every feature's long-running sagas. */
export function* rootSaga(options: SagaOptions = {}): SagaIterator<void> {
  yield all([
    fork(authSaga),
    fork(sessionRecoverySaga),
    fork(idleSaga, options.idleTimeoutMs),
    fork(reminderIdleSaga, options.reminderIdleTimeoutMs ?? options.idleTimeoutMs),
    fork(reportDownloadSaga),
    fork(membersAddSaga),
    fork(membersBulkSaga),
    ...(options.pollRemoteConfig === false ? [] : [fork(maintenanceSaga)]),
  ]);
}
