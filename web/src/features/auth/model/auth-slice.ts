import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@/lib/api-client';
import { codeStepReducers, initialCodeStep, type CodeStepFields } from './code-step';
import { signedOut, signOutRequested } from '@/lib/session';
import type { SignInErrors, SignInValues } from '../validation';

/**
 * The sign-in flow as a state machine (spec part 1 section 4). Actions are events that happened;
 * auth-saga.ts performs the calls between them.
 *
 *   idle ─signInSubmitted→ verifyingPassword ─passwordVerified→ requestingOtp ─otpSent→ awaitingOtp
 *   awaitingOtp ─otpSubmitted→ verifyingOtp ─otpVerified→ establishingSession ─signedIn→ signedIn
 *   verifyingOtp ─otpRejected→ awaitingOtp;  awaitingOtp ─otpResendRequested→ requestingOtp
 *   verifyingPassword ─otpVerified→ establishingSession (a reset's sign-in ticket, no code)
 *   any step ─signInInvalid | signInFailed | firstTimeLoginDetected→ idle
 *   signedIn ─signOutRequested→ signingOut ─signedOut→ idle
 */
export type AuthStatus =
  | 'idle'
  | 'verifyingPassword'
  | 'requestingOtp'
  | 'awaitingOtp'
  | 'verifyingOtp'
  | 'establishingSession'
  | 'signedIn'
  | 'signingOut';

/** The page a failure belongs to: the sign-in form or the code page. */
export type FailurePage = 'signIn' | 'otp';

export interface AuthState extends CodeStepFields {
  status: AuthStatus;
  /** Local check results of the last sign-in submission. */
  fieldErrors: SignInErrors;
  failure: (ApiFailure & { page: FailurePage }) | null;
}

export const initialAuthState: AuthState = {
  status: 'idle',
  ...initialCodeStep,
  fieldErrors: {},
  failure: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The form's values; "view dashboard" after a reset adds its one-time sign-in ticket. */
    signInSubmitted: (state, _action: PayloadAction<SignInValues & { signInTicket?: string }>) => {
      Object.assign(state, initialAuthState, { status: 'verifyingPassword' });
    },
    signInInvalid: (state, action: PayloadAction<SignInErrors>) => {
      state.status = 'idle';
      state.fieldErrors = action.payload;
    },
    passwordVerified: (state, action: PayloadAction<{ userName: string; destination: string }>) => {
      state.status = 'requestingOtp';
      state.userName = action.payload.userName;
      state.otpDestination = action.payload.destination;
    },
    firstTimeLoginDetected: (state, action: PayloadAction<{ userName: string }>) => {
      state.status = 'idle';
      state.userName = action.payload.userName;
    },
    otpSent: codeStepReducers.sent,
    otpResendRequested: codeStepReducers.resendRequested,
    otpSubmitted: codeStepReducers.submitted,
    otpRejected: codeStepReducers.rejected,
    otpVerified: (state) => {
      state.status = 'establishingSession';
    },
    signedIn: (state) => {
      state.status = 'signedIn';
      state.failure = null;
    },
    signInFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.status = 'idle';
      state.failure = { ...action.payload, page: 'signIn' };
    },
    failureDismissed: (state) => {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signOutRequested, (state) => {
        state.status = 'signingOut';
      })
      .addCase(signedOut, () => initialAuthState);
  },
});

export const {
  signInSubmitted,
  signInInvalid,
  passwordVerified,
  firstTimeLoginDetected,
  otpSent,
  otpResendRequested,
  otpSubmitted,
  otpRejected,
  otpVerified,
  signedIn,
  signInFailed,
  failureDismissed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;

const OTP_STEPS: readonly AuthStatus[] = [
  'requestingOtp',
  'awaitingOtp',
  'verifyingOtp',
  'establishingSession',
];
/** Whether a password step has passed and the code page may open. */
export const selectOtpInProgress = (state: WithAuth) =>
  state.auth.userName !== null && OTP_STEPS.includes(state.auth.status);
