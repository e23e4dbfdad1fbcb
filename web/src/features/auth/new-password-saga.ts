import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { toFailure } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { getApi, getNavigate } from '../../lib/saga-context';
import { clearFlowTokens, readStored } from '../../lib/storage';
import { createFirstPassword, resetForgottenPassword } from './api/update-password';
import { localFailure } from './flow-helpers';
import { signInSubmitted } from './auth-slice';
import {
  newPasswordRejected,
  newPasswordSaved,
  newPasswordSubmitted,
  viewDashboardRequested,
  type NewPasswordInput,
} from './recovery-slice';
import { hasErrors, validateNewPassword } from './validation';

/** Saves the new password; answers true when saved. */
export function* saveNewPassword(input: NewPasswordInput): SagaIterator<boolean> {
  const api = yield* getApi();
  const errors = validateNewPassword(input, [input.userName]);
  if (hasErrors(errors)) {
    yield put(newPasswordRejected(localFailure(errors.password ?? errors.confirmPassword ?? '')));
    return false;
  }
  const token = readStored(input.needPasswordUpdate ? 'firstTimeToken' : 'twoFactorToken');
  if (!token) {
    // The guard let the page open with a token; it was cleared since (another tab, sign-out).
    const navigate = yield* getNavigate();
    yield call(navigate, PATHS.signIn, { replace: true });
    return false;
  }
  try {
    if (input.needPasswordUpdate) yield call(createFirstPassword, api, input.password, token);
    else {
      yield call(
        resetForgottenPassword,
        api,
        { userName: input.userName, password: input.password },
        token,
      );
    }
  } catch (error) {
    yield put(newPasswordRejected(toFailure(error)));
    return false;
  }
  clearFlowTokens();
  yield put(newPasswordSaved());
  return true;
}

/**
 * Create new password → success page → "view dashboard": signs in again with the user name and
 * the password just set, which live only in this saga's memory (never in storage), through the
 * normal second-factor code step (docs/spec-notes.md).
 */
export function* newPasswordFlow(): SagaIterator<void> {
  let saved: { email: string; password: string } | null = null;
  while (true) {
    const action: ReturnType<typeof newPasswordSubmitted | typeof viewDashboardRequested> =
      yield take([newPasswordSubmitted.type, viewDashboardRequested.type]);
    if (newPasswordSubmitted.match(action)) {
      const ok: boolean = yield call(saveNewPassword, action.payload);
      saved = ok ? { email: action.payload.userName, password: action.payload.password } : null;
      if (ok) {
        const navigate = yield* getNavigate();
        yield call(navigate, PATHS.newPasswordSuccess, { replace: true });
      }
      continue;
    }
    if (saved) {
      yield put(signInSubmitted(saved));
      saved = null;
    } else {
      const navigate = yield* getNavigate();
      yield call(navigate, PATHS.signIn, { replace: true });
    }
  }
}
