import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, take, takeLeading } from 'redux-saga/effects';
import { ERROR_CODES, type DataOf, type CALLS, type UserProfile } from '@mo/contracts';
import { toFailure, type ApiClient, type ApiFailure } from '@/lib/api-client';
import { signInCodeFromText } from '@/lib/error-catalogue';
import { createNewPasswordPath, PATHS } from '@/lib/paths';
import { getApi, getNavigate } from '@/lib/saga-context';
import { FOCUS_HEADING_STATE } from '@/lib/use-arrival-focus';
import { chooseCompany, sessionEstablished, signOutRequested } from '@/lib/session';
import { clearSession, readStored, writeStored } from '@/lib/storage';
import { fetchAccessibleModules } from '../api/accessible-modules';
import { authenticate } from '../api/authenticate';
import { createSession } from '../api/create-session';
import { requestMfaOtp } from '../api/request-otp';
import { fetchUserProfile } from '../api/user-profile';
import { validateAccess } from '../api/validate-access';
import { validateMfaOtp } from '../api/validate-otp';
import { codeRequestFailure, loadOtpValidity } from './flow-helpers';
import { forgotPasswordFlow } from './forgot-password-saga';
import { newPasswordFlow } from './new-password-saga';
import { signOut } from './sign-out-saga';
import {
  firstTimeLoginDetected,
  otpRejected,
  otpResendRequested,
  otpSent,
  otpSubmitted,
  otpVerified,
  passwordVerified,
  signedIn,
  signInFailed,
  signInInvalid,
  signInSubmitted,
} from './auth-slice';
import {
  hasErrors,
  trimEmail,
  validateOtp,
  validateSignIn,
  type SignInValues,
} from '../validation';

type TokenPair = DataOf<typeof CALLS.validateOtp>;

/**
 * A sign-in code the server states wins; its free texts (spec part 1 section 8) name the code
 * only when the answer carries no sign-in code of its own. So a 17004 answer shows err022's
 * message (the catalogue), while a bare "17004 Account is disabled" text reads as 17003 as the
 * spec's text table says.
 */
const SIGN_IN_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.authFailed,
  ERROR_CODES.accountLocked,
  ERROR_CODES.accountDisabled,
  ERROR_CODES.firstTimeLogin,
  'err014',
  'err015',
  'err022',
]);
const signInFailure = (error: unknown): ApiFailure => {
  const failure = toFailure(error);
  if (SIGN_IN_CODES.has(failure.errorCode)) return failure;
  const fromText = signInCodeFromText(failure.serverMessage);
  return fromText ? { ...failure, errorCode: fromText } : failure;
};

/** err100 carries the first-time token in `data` (contracts authenticate.errorData). */
const firstTimeTokenOf = (data: unknown): string | undefined => {
  const token = (data as { accessToken?: unknown } | null | undefined)?.accessToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
};

function* sendCode(api: ApiClient, userName: string, token: string): SagaIterator<void> {
  const [sent, validitySeconds]: [DataOf<typeof CALLS.requestOtp>, number] = yield all([
    call(requestMfaOtp, api, userName, token),
    call(loadOtpValidity, api),
  ]);
  yield put(otpSent({ destination: sent.destination, sentAt: Date.now(), validitySeconds }));
}

/** Takes codes (and resends) until one validates; answers the full-scope tokens. */
function* awaitValidCode(api: ApiClient, userName: string, token: string): SagaIterator<TokenPair> {
  while (true) {
    const action: ReturnType<typeof otpSubmitted | typeof otpResendRequested> = yield take([
      otpSubmitted.type,
      otpResendRequested.type,
    ]);
    if (otpResendRequested.match(action)) {
      try {
        yield call(sendCode, api, userName, token);
      } catch (error) {
        yield put(otpRejected(codeRequestFailure(error)));
      }
      continue;
    }
    const localError = validateOtp(action.payload.otp);
    if (localError) {
      yield put(otpRejected(toFailure({ errorCode: localError })));
      continue;
    }
    try {
      return (yield call(
        validateMfaOtp,
        api,
        { userName, otp: action.payload.otp },
        token,
      )) as TokenPair;
    } catch (error) {
      yield put(otpRejected(toFailure(error)));
    }
  }
}

/**
 * Session, access and profile with the full token, in the spec's order (part 1 section 4: create
 * a session, validate access, load the profile); stores what the spec keeps.
 */
export function* establishSession(
  api: ApiClient,
  tokens: Pick<TokenPair, 'accessToken' | 'refreshToken'>,
): SagaIterator<void> {
  writeStored('authenticationToken', tokens.accessToken);
  if (tokens.refreshToken) writeStored('authenticationRefreshToken', tokens.refreshToken);
  yield call(createSession, api);
  yield call(validateAccess, api);
  const { modules }: DataOf<typeof CALLS.accessibleModules> = yield call(
    fetchAccessibleModules,
    api,
  );
  writeStored('userAccess', modules);
  const profile: UserProfile = yield call(fetchUserProfile, api);
  writeStored('_moUserProfile', profile);
  writeStored('currentUser', { id: profile.id, name: profile.name, email: profile.email });
  const company = chooseCompany(profile.companyDetails, readStored('moCompanyId'));
  if (company) {
    writeStored('moCompanyId', company.id);
    writeStored('moCompanyName', company.name);
  }
  yield put(sessionEstablished({ profile, company, modules }));
}

/** After the code (or a sign-in ticket): session, access, profile, then the dashboard. */
function* enterPortal(
  api: ApiClient,
  tokens: Pick<TokenPair, 'accessToken' | 'refreshToken'>,
): SagaIterator<void> {
  const navigate = yield* getNavigate();
  try {
    yield call(establishSession, api, tokens);
  } catch (error) {
    clearSession();
    yield put(signInFailed(toFailure(error)));
    yield call(navigate, PATHS.signIn, { replace: true });
    return;
  }
  yield put(signedIn());
  yield call(navigate, PATHS.home, { replace: true, state: FOCUS_HEADING_STATE });
}

/**
 * One sign-in attempt, from the submitted form to the dashboard (spec part 1 section 4). With the
 * one-time ticket of a password reset ("view dashboard", docs/spec-notes.md) the server may answer
 * the full pair at once: no emailed code. Otherwise (or if the ticket is spent) the code step.
 */
export function* authorize(values: SignInValues & { signInTicket?: string }): SagaIterator<void> {
  const api = yield* getApi();
  const navigate = yield* getNavigate();
  const userName = trimEmail(values.email);
  const errors = validateSignIn({ email: userName, password: values.password });
  if (hasErrors(errors)) {
    yield put(signInInvalid(errors));
    return;
  }

  let afterLogin: DataOf<typeof CALLS.authenticate>;
  try {
    afterLogin = yield call(authenticate, api, {
      userName,
      password: values.password,
      ...(values.signInTicket ? { signInTicket: values.signInTicket } : {}),
    });
  } catch (error) {
    const failure = signInFailure(error);
    if (failure.errorCode === ERROR_CODES.firstTimeLogin) {
      writeStored('onBoardUsername', userName);
      const firstTimeToken = firstTimeTokenOf(failure.data);
      if (firstTimeToken) writeStored('firstTimeToken', firstTimeToken);
      yield put(firstTimeLoginDetected({ userName }));
      yield call(navigate, createNewPasswordPath(userName, true));
    } else {
      yield put(signInFailed(failure));
    }
    return;
  }

  if (afterLogin.scope === 'full') {
    // The sign-in ticket stood in for the code.
    yield put(otpVerified());
    yield call(enterPortal, api, afterLogin);
    return;
  }
  // The after-login token may only ask for the code: it stays in this flow, never in storage.
  const token = afterLogin.accessToken;
  yield put(passwordVerified({ userName, destination: afterLogin.maskedEmail }));
  try {
    yield call(sendCode, api, userName, token);
  } catch (error) {
    yield put(signInFailed(codeRequestFailure(error)));
    return;
  }
  yield call(navigate, PATHS.mfaOtp);

  const tokens: TokenPair = yield call(awaitValidCode, api, userName, token);
  yield put(otpVerified());
  yield call(enterPortal, api, tokens);
}

/**
 * The redux-saga docs' login flow: each submission forks an attempt; a new submission or a
 * sign-out cancels the one still running (e.g. a user back on the form while a code waits).
 */
export function* signInFlow(): SagaIterator<void> {
  let attempt: Task | undefined;
  while (true) {
    const action: ReturnType<typeof signInSubmitted | typeof signOutRequested> = yield take([
      signInSubmitted.type,
      signOutRequested.type,
    ]);
    if (attempt?.isRunning()) yield cancel(attempt);
    attempt = signInSubmitted.match(action) ? yield fork(authorize, action.payload) : undefined;
  }
}

export function* authSaga(): SagaIterator<void> {
  yield all([
    fork(signInFlow),
    fork(forgotPasswordFlow),
    fork(newPasswordFlow),
    takeLeading(signOutRequested.type, signOut),
  ]);
}
