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
}

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
  },
});

export const {
  sessionEstablished,
  companySelected,
  companyChanged,
  preferredLanguageSaved,
  signedOut,
  signOutReasonDismissed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectProfile = (state: WithSession) => state.session.profile;
export const selectCompany = (state: WithSession) => state.session.company;
export const selectModules = (state: WithSession) => state.session.modules;
export const selectIsSignedIn = (state: WithSession) => state.session.profile !== null;
export const selectSignOutReason = (state: WithSession) => state.session.signOutReason ?? null;
