/**
 * The sign-in feature's public face, all that app/ may use: its store parts and saga (eager: the
 * session starts here), the selectors the route guards read, the session calls app/ wires into
 * lib/session, and its route table (whose screens load lazily, as one chunk: sign-in-area.ts)
 * with its screen names.
 */
export { authReducer, selectOtpInProgress } from './model/auth-slice';
export { recoveryReducer, selectForgotOtpInProgress } from './model/recovery-slice';
export { authSaga } from './model/auth-saga';
export { createSession } from './api/create-session';
export { refreshToken } from './api/refresh-token';
export { signInRoutes, AUTH_SCREENS, type SignInGuards } from './routes';
