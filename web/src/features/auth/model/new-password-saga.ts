import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { CALLS, DataOf } from '@mo/contracts';
import { toFailure } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import { getApi, getNavigate } from '@/lib/saga-context';
import { clearFlowTokens, readStored } from '@/lib/storage';
import { createFirstPassword, resetForgottenPassword } from '../api/update-password';
import { signInSubmitted } from './auth-slice';
import {
  newPasswordRejected,
  newPasswordSaved,
  newPasswordSubmitted,
  viewDashboardRequested,
  type NewPasswordInput,
} from './recovery-slice';
import { hasErrors, validateNewPassword } from '../validation';

/** What a saved password answers: its one-time sign-in ticket, when the server grants one. */
export interface SavedPassword {
  signInTicket?: string;
}

/** Saves the new password; answers what was saved, or null when it was not. */
export function* saveNewPassword(input: NewPasswordInput): SagaIterator<SavedPassword | null> {
  const api = yield* getApi();
  const errors = validateNewPassword(input, [input.userName]);
  if (hasErrors(errors)) {
    yield put(
      newPasswordRejected(
        toFailure({ errorCode: errors.password ?? errors.confirmPassword ?? '' }),
      ),
    );
    return null;
  }
  const token = readStored(input.needPasswordUpdate ? 'firstTimeToken' : 'twoFactorToken');
  if (!token) {
    // The guard let the page open with a token; it was cleared since (another tab, sign-out).
    const navigate = yield* getNavigate();
    yield call(navigate, PATHS.signIn, { replace: true });
    return null;
  }
  let saved: DataOf<typeof CALLS.updatePassword>;
  try {
    if (input.needPasswordUpdate)
      saved = yield call(createFirstPassword, api, input.password, token);
    else {
      saved = yield call(
        resetForgottenPassword,
        api,
        { userName: input.userName, password: input.password },
        token,
      );
    }
  } catch (error) {
    yield put(newPasswordRejected(toFailure(error)));
    return null;
  }
  clearFlowTokens();
  yield put(newPasswordSaved());
  return saved.signInTicket ? { signInTicket: saved.signInTicket } : {};
}

/**
 * Create new password → success page → "view dashboard": signs in again with the user name, the
 * password just set and, after a forgot-password reset, the one-time sign-in ticket the server
 * answered, all kept only in this saga's memory (never in storage). With the ticket the spec's
 * sequence runs without a second emailed code (re-authenticate, session, validate access,
 * profile, dashboard); without one (a first password) through the code step (docs/spec-notes.md).
 */
export function* newPasswordFlow(): SagaIterator<void> {
  let saved: { email: string; password: string; signInTicket?: string } | null = null;
  while (true) {
    const action: ReturnType<typeof newPasswordSubmitted | typeof viewDashboardRequested> =
      yield take([newPasswordSubmitted.type, viewDashboardRequested.type]);
    if (newPasswordSubmitted.match(action)) {
      const result: SavedPassword | null = yield call(saveNewPassword, action.payload);
      saved = result
        ? { email: action.payload.userName, password: action.payload.password, ...result }
        : null;
      if (result) {
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
