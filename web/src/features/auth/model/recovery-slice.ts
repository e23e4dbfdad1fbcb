import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@/lib/api-client';
import { codeStepReducers, initialCodeStep, type CodeStepFields } from './code-step';
import { signedOut } from '@/lib/session';

/**
 * Forgot password and create-new-password (spec part 1 section 4) as a state machine:
 *
 *   idle ─forgotPasswordSubmitted→ requestingOtp ─forgotOtpSent→ awaitingOtp
 *   awaitingOtp ─forgotOtpSubmitted→ verifyingOtp ─forgotOtpVerified→ idle (create page)
 *   verifyingOtp ─forgotOtpRejected→ awaitingOtp; awaitingOtp ─forgotOtpResendRequested→ requestingOtp
 *   idle ─newPasswordSubmitted→ savingPassword ─newPasswordSaved→ passwordSaved
 *   savingPassword ─newPasswordRejected→ idle
 *   passwordSaved ─viewDashboardRequested→ idle (the sign-in flow takes over)
 */
export type RecoveryStatus =
  'idle' | 'requestingOtp' | 'awaitingOtp' | 'verifyingOtp' | 'savingPassword' | 'passwordSaved';

export type RecoveryPage = 'forgotPassword' | 'otp' | 'newPassword';

export interface RecoveryState extends CodeStepFields {
  status: RecoveryStatus;
  failure: (ApiFailure & { page: RecoveryPage }) | null;
}

export const initialRecoveryState: RecoveryState = {
  status: 'idle',
  ...initialCodeStep,
  failure: null,
};

export interface NewPasswordInput {
  userName: string;
  password: string;
  confirmPassword: string;
  /** true: first-time login (err100 token, mode signinmo); false: forgot password. */
  needPasswordUpdate: boolean;
}

const recoverySlice = createSlice({
  name: 'recovery',
  initialState: initialRecoveryState,
  reducers: {
    forgotPasswordSubmitted: (state, action: PayloadAction<{ email: string }>) => {
      Object.assign(state, initialRecoveryState, {
        status: 'requestingOtp',
        userName: action.payload.email,
      });
    },
    forgotOtpSent: codeStepReducers.sent,
    forgotPasswordFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.status = 'idle';
      state.failure = { ...action.payload, page: 'forgotPassword' };
    },
    forgotOtpResendRequested: codeStepReducers.resendRequested,
    forgotOtpSubmitted: codeStepReducers.submitted,
    forgotOtpRejected: codeStepReducers.rejected,
    forgotOtpVerified: (state) => {
      state.status = 'idle';
    },
    newPasswordSubmitted: (state, _action: PayloadAction<NewPasswordInput>) => {
      state.status = 'savingPassword';
      state.failure = null;
    },
    newPasswordRejected: (state, action: PayloadAction<ApiFailure>) => {
      state.status = 'idle';
      state.failure = { ...action.payload, page: 'newPassword' };
    },
    newPasswordSaved: (state) => {
      state.status = 'passwordSaved';
      state.failure = null;
    },
    viewDashboardRequested: (state) => {
      state.status = 'idle';
    },
    recoveryFailureDismissed: (state) => {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialRecoveryState);
  },
});

export const {
  forgotPasswordSubmitted,
  forgotOtpSent,
  forgotPasswordFailed,
  forgotOtpResendRequested,
  forgotOtpSubmitted,
  forgotOtpRejected,
  forgotOtpVerified,
  newPasswordSubmitted,
  newPasswordRejected,
  newPasswordSaved,
  viewDashboardRequested,
  recoveryFailureDismissed,
} = recoverySlice.actions;
export const recoveryReducer = recoverySlice.reducer;

type WithRecovery = { recovery: RecoveryState };
export const selectRecovery = (state: WithRecovery) => state.recovery;
/** The forgot-password code page needs a code request in progress. */
export const selectForgotOtpInProgress = (state: WithRecovery) =>
  state.recovery.userName !== null &&
  ['requestingOtp', 'awaitingOtp', 'verifyingOtp'].includes(state.recovery.status);
