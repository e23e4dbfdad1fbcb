import type { PayloadAction } from '@reduxjs/toolkit';
import { LIMITS } from '@mo/contracts';
import type { ApiFailure } from '@/lib/api-client';

/** Who the flow is for and the code last sent to them, in both flows alike. */
export interface CodeStepFields {
  /** Email of the user (trimmed), once the flow has started. */
  userName: string | null;
  /** Masked address the code went to. */
  otpDestination: string | null;
  /** When the current code was sent (epoch ms); the countdown runs from here. */
  otpSentAt: number | null;
  otpValiditySeconds: number;
}

/** Nobody yet, no code sent: the start of both flows. */
export const initialCodeStep: CodeStepFields = {
  userName: null,
  otpDestination: null,
  otpSentAt: null,
  otpValiditySeconds: LIMITS.otpValidityDefaultSeconds,
};

/** What the emailed-code step keeps, in the sign-in and the forgot-password flows alike. */
export interface CodeStepState {
  status: string;
  otpDestination: string | null;
  otpSentAt: number | null;
  otpValiditySeconds: number;
  failure: (ApiFailure & { page: string }) | null;
}

export interface CodeSent {
  destination: string;
  sentAt: number;
  validitySeconds: number;
}

/**
 * The code step's transitions (spec part 1 section 4, the OTP page), shared by both flows:
 * requestingOtp ─sent→ awaitingOtp ─submitted→ verifyingOtp ─rejected→ awaitingOtp, and
 * awaitingOtp ─resend→ requestingOtp. A rejection belongs to the code page.
 */
export const codeStepReducers = {
  sent: (state: CodeStepState, action: PayloadAction<CodeSent>) => {
    state.status = 'awaitingOtp';
    state.otpDestination = action.payload.destination;
    state.otpSentAt = action.payload.sentAt;
    state.otpValiditySeconds = action.payload.validitySeconds;
    state.failure = null;
  },
  resendRequested: (state: CodeStepState) => {
    state.status = 'requestingOtp';
    state.failure = null;
  },
  submitted: (state: CodeStepState, _action: PayloadAction<{ otp: string }>) => {
    state.status = 'verifyingOtp';
    state.failure = null;
  },
  rejected: (state: CodeStepState, action: PayloadAction<ApiFailure>) => {
    state.status = 'awaitingOtp';
    state.failure = { ...action.payload, page: 'otp' };
  },
};
