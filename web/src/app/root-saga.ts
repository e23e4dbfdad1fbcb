import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';

/** Every feature's long-running sagas. */
export function* rootSaga(): SagaIterator<void> {
  yield all([fork(authSaga)]);
}
