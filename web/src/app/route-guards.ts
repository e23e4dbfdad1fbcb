import { redirect } from 'react-router-dom';
import { selectOtpInProgress } from '../features/auth/auth-slice';
import { PATHS } from '../lib/paths';
import { selectIsSignedIn } from '../lib/session';
import { readStored } from '../lib/storage';
import type { AppStore } from './store';

/** Signed-in areas need a stored token and a loaded profile; otherwise back to sign-in. */
export const requireSession = (store: AppStore) => () =>
  readStored('authenticationToken') && selectIsSignedIn(store.getState())
    ? null
    : redirect(PATHS.signIn);

/** The code page needs a password step in progress (its token lives only in that flow). */
export const requireOtpInProgress = (store: AppStore) => () =>
  selectOtpInProgress(store.getState()) ? null : redirect(PATHS.signIn);
