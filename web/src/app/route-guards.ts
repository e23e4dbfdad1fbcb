import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { selectForgotOtpInProgress, selectOtpInProgress } from '../features/auth';
import { PATHS } from '../lib/paths';
import { selectIsSignedIn } from '../lib/session';
import { readStored } from '../lib/storage';
import type { AppStore } from './store';

const isSignedIn = (store: AppStore) =>
  Boolean(readStored('authenticationToken')) && selectIsSignedIn(store.getState());

/** Signed-in areas need a stored token and a loaded profile; otherwise back to sign-in. */
export const requireSession = (store: AppStore) => () =>
  isSignedIn(store) ? null : redirect(PATHS.signIn);

/** The sign-in area is for signed-out users: a signed-in user opening it goes to the dashboard. */
export const redirectSignedIn = (store: AppStore) => () =>
  isSignedIn(store) ? redirect(PATHS.home) : null;

/** The code page needs a password step in progress (its token lives only in that flow). */
export const requireOtpInProgress = (store: AppStore) => () =>
  selectOtpInProgress(store.getState()) ? null : redirect(PATHS.signIn);

/** The forgot-password code page needs a code request in progress. */
export const requireForgotOtpInProgress = (store: AppStore) => () =>
  selectForgotOtpInProgress(store.getState()) ? null : redirect(PATHS.signIn);

/**
 * Create new password opens only with the token its mode needs (spec part 1 section 4): the
 * err100 first-time token with needPasswordUpdate=true, else the forgot-password two-factor token.
 */
export const requireNewPasswordToken = ({ params }: Pick<LoaderFunctionArgs, 'params'>) =>
  readStored(params.needPasswordUpdate === 'true' ? 'firstTimeToken' : 'twoFactorToken')
    ? null
    : redirect(PATHS.signIn);
