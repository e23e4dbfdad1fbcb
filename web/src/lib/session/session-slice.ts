import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@mo/contracts';
import { readStored } from '../storage';

/**
 * Who is signed in and for which company: read by every feature, so it lives in lib/ (features
 * never import each other). The auth feature fills it; sign-out is requested from anywhere.
 */
export interface SelectedCompany {
  id: string;
  name: string;
}

export interface SessionState {
  profile: UserProfile | null;
  company: SelectedCompany | null;
  /** Accessible modules (userAccess), compared case-insensitively with hasModule. */
  modules: string[];
  /** Error code that ended the last session (err300, GW1033), shown on the sign-in page. */
  signOutReason?: string | null;
  /**
   * Where the signed-in session stands (spec part 1 section 4): renewing its token after GW1033,
   * or about to be signed out (a failed renewal or err300). Absent means active.
   */
  status?: SessionStatus;
}

export type SessionStatus = 'active' | 'refreshing' | 'signingOut';

export const emptySession: SessionState = { profile: null, company: null, modules: [] };

export interface SignOutPayload {
  /** Error code whose catalogue message the sign-in page shows afterwards. */
  reason?: string;
}

/** The session a reload finds in storage (only when a token is stored with it). */
export function loadStoredSession(): SessionState {
  const token = readStored('authenticationToken');
  const profile = readStored('_moUserProfile');
  const id = readStored('moCompanyId');
  const name = readStored('moCompanyName');
  if (!token || !profile) return emptySession;
  return {
    profile,
    company: id && name ? { id, name } : null,
    modules: readStored('userAccess') ?? [],
  };
}

/** Any screen may end the session (user menu, later the idle timer and err300). */
export const signOutRequested = createAction<SignOutPayload | undefined>(
  'session/signOutRequested',
);

/** A call with the stored token answered GW1033 (reported by the API client, app/session-wiring). */
export const tokenExpired = createAction<{ callId: string }>('session/tokenExpired');
/** A call with the stored token answered err300: the session was replaced or ended. */
export const sessionInvalidated = createAction<{ callId: string; errorCode: string }>(
  'session/sessionInvalidated',
);

const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    sessionEstablished: (_state, action: PayloadAction<SessionState>) => action.payload,
    companySelected: (state, action: PayloadAction<SelectedCompany>) => {
      state.company = action.payload;
    },
    /**
     * The user chose another company in the header (or the stored one was gone). Areas listen
     * for this action (`companyChanged.match` / `take(companyChanged.type)`) to reset and reload.
     */
    companyChanged: (state, action: PayloadAction<SelectedCompany>) => {
      state.company = action.payload;
    },
    /** The change-language page saved the user's preferred language. */
    preferredLanguageSaved: (state, action: PayloadAction<'id' | 'en'>) => {
      if (state.profile) state.profile.preferredLanguage = action.payload;
    },
    signedOut: (_state, action: PayloadAction<SignOutPayload | undefined>) =>
      action.payload?.reason
        ? { ...emptySession, signOutReason: action.payload.reason }
        : emptySession,
    signOutReasonDismissed: (state) => {
      state.signOutReason = null;
    },
    /** The new token pair is stored and the session created again: waiting calls retry. */
    tokenRenewed: (state) => {
      state.status = 'active';
    },
    /** A failed renewal or err300: the session ends after a moment (TIMINGS). */
    signOutScheduled: (state, _action: PayloadAction<{ reason: string }>) => {
      state.status = 'signingOut';
    },
  },
  extraReducers: (builder) => {
    // Set here, not by the saga, so that a call waiting for the outcome sees it at once.
    builder.addCase(tokenExpired, (state) => {
      if ((state.status ?? 'active') === 'active') state.status = 'refreshing';
    });
  },
});

export const {
  sessionEstablished,
  companySelected,
  companyChanged,
  preferredLanguageSaved,
  signedOut,
  signOutReasonDismissed,
  tokenRenewed,
  signOutScheduled,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectProfile = (state: WithSession) => state.session.profile;
export const selectCompany = (state: WithSession) => state.session.company;
export const selectModules = (state: WithSession) => state.session.modules;
export const selectIsSignedIn = (state: WithSession) => state.session.profile !== null;
export const selectSignOutReason = (state: WithSession) => state.session.signOutReason ?? null;
export const selectSessionStatus = (state: WithSession): SessionStatus =>
  state.session.status ?? 'active';
