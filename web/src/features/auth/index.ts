/**
 * The sign-in feature's public face, all that app/ may use: its store parts and saga (eager: the
 * session starts here), the selectors the route guards read, the session calls app/ wires into
 * lib/session, and the loader of the sign-in area's lazy chunk (sign-in-area.ts).
 */
export { authReducer, selectOtpInProgress } from './model/auth-slice';
export { recoveryReducer, selectForgotOtpInProgress } from './model/recovery-slice';
export { authSaga } from './model/auth-saga';
export { createSession } from './api/create-session';
export { refreshToken } from './api/refresh-token';

// One dynamic import for every screen of /mo/eb-app-signin/landing, so they load as one chunk.
export const loadSignInArea = () => import('./sign-in-area');
