import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, take } from 'redux-saga/effects';
import type { CALLS, DataOf } from '@mo/contracts';
import { toFailure, type ApiClient } from '@/lib/api-client';
import { createNewPasswordPath, PATHS } from '@/lib/paths';
import { getApi, getNavigate } from '@/lib/saga-context';
import { signOutRequested } from '@/lib/session';
import { writeStored } from '@/lib/storage';
import { requestForgotPasswordOtp, validateForgotPasswordOtp } from '../api/forgot-password-otp';
import { codeRequestFailure, loadOtpValidity } from './flow-helpers';
import {
  forgotOtpRejected,
  forgotOtpResendRequested,
  forgotOtpSent,
  forgotOtpSubmitted,
  forgotOtpVerified,
  forgotPasswordFailed,
  forgotPasswordSubmitted,
} from './recovery-slice';
import { trimEmail, validateEmail, validateOtp } from '../validation';

function* sendForgotCode(api: ApiClient, userName: string): SagaIterator<void> {
  const [sent, validitySeconds]: [DataOf<typeof CALLS.requestOtp>, number] = yield all([
    call(requestForgotPasswordOtp, api, userName),
    call(loadOtpValidity, api),
  ]);
  yield put(forgotOtpSent({ destination: sent.destination, sentAt: Date.now(), validitySeconds }));
}

/**
 * Forgot password (spec part 1 section 4): email → code (purpose forgot-password) → the
 * two-factor token, kept in sessionStorage for the create-new-password page only.
 */
export function* recoverPassword(email: string): SagaIterator<void> {
  const api = yield* getApi();
  const navigate = yield* getNavigate();
  const userName = trimEmail(email);
  const localError = validateEmail(userName);
  if (localError) {
    yield put(forgotPasswordFailed(toFailure({ errorCode: localError })));
    return;
  }
  try {
    yield call(sendForgotCode, api, userName);
  } catch (error) {
    yield put(forgotPasswordFailed(codeRequestFailure(error)));
    return;
  }
  yield call(navigate, PATHS.forgotPasswordOtp);

  while (true) {
    const action: ReturnType<typeof forgotOtpSubmitted | typeof forgotOtpResendRequested> =
      yield take([forgotOtpSubmitted.type, forgotOtpResendRequested.type]);
    if (forgotOtpResendRequested.match(action)) {
      try {
        yield call(sendForgotCode, api, userName);
      } catch (error) {
        yield put(forgotOtpRejected(codeRequestFailure(error)));
      }
      continue;
    }
    const codeError = validateOtp(action.payload.otp);
    if (codeError) {
      yield put(forgotOtpRejected(toFailure({ errorCode: codeError })));
      continue;
    }
    try {
      const result: DataOf<typeof CALLS.validateOtp> = yield call(validateForgotPasswordOtp, api, {
        userName,
        otp: action.payload.otp,
      });
      writeStored('twoFactorToken', result.accessToken);
      yield put(forgotOtpVerified());
      yield call(navigate, createNewPasswordPath(userName));
      return;
    } catch (error) {
      yield put(forgotOtpRejected(toFailure(error)));
    }
  }
}

/** Each submission of the email starts over; a sign-out ends a flow still running. */
export function* forgotPasswordFlow(): SagaIterator<void> {
  let attempt: Task | undefined;
  while (true) {
    const action: ReturnType<typeof forgotPasswordSubmitted | typeof signOutRequested> = yield take(
      [forgotPasswordSubmitted.type, signOutRequested.type],
    );
    if (attempt?.isRunning()) yield cancel(attempt);
    attempt = forgotPasswordSubmitted.match(action)
      ? yield fork(recoverPassword, action.payload.email)
      : undefined;
  }
}
