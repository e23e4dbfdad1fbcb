import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen names (spec part 1 section 2) and page titles of the sign-in area. */
export const AUTH_SCREENS = screenHandles('', {
  signIn: 'SignIn',
  mfaOtp: 'SignIn_MFA_Email_OTP',
  createNewPassword: 'SignIn_Create_New_Password',
  forgotPassword: 'SignIn_Forgot_Password',
  signInContactUs: 'SignIn_Contact_Us',
  forgotPasswordOtp: 'SignIn_Email_OTP',
  newPasswordSuccess: 'SignIn_New_Password_Success',
});

/** The guards app/ builds over its store (app/route-guards.ts), by what they let through. */
export interface SignInGuards {
  /** A signed-in user opening the area (any page of it) goes to the dashboard. */
  signedOut: LoaderFunction;
  otpInProgress: LoaderFunction;
  forgotOtpInProgress: LoaderFunction;
  newPasswordToken: LoaderFunction;
}

// One dynamic import for every screen of /mo/eb-app-signin/landing, so they load as one chunk.
const { layout, screen: page } = lazyScreens(() => import('./sign-in-area'));

/** The sign-in area's route table (spec part 1 sections 2 to 4), a child of the root. */
export const signInRoutes = (guards: SignInGuards): RouteObject =>
  layout('AuthLayout', {
    path: PATHS.signInArea,
    loader: guards.signedOut,
    children: [
      { index: true, loader: () => redirect(PATHS.signIn) },
      page(PATHS.signIn, AUTH_SCREENS.signIn, 'SignInPage'),
      page(PATHS.mfaOtp, AUTH_SCREENS.mfaOtp, 'MfaOtpPage', guards.otpInProgress),
      page(
        `${PATHS.createNewPassword}/:username?/:needPasswordUpdate?`,
        AUTH_SCREENS.createNewPassword,
        'CreateNewPasswordPage',
        guards.newPasswordToken,
      ),
      page(PATHS.forgotPassword, AUTH_SCREENS.forgotPassword, 'ForgotPasswordPage'),
      page(
        PATHS.forgotPasswordOtp,
        AUTH_SCREENS.forgotPasswordOtp,
        'ForgotOtpPage',
        guards.forgotOtpInProgress,
      ),
      page(PATHS.newPasswordSuccess, AUTH_SCREENS.newPasswordSuccess, 'NewPasswordSuccessPage'),
      page(PATHS.signInContactUs, AUTH_SCREENS.signInContactUs, 'SignInContactUsPage'),
    ],
  });
