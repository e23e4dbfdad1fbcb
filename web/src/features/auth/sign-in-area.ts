/**
 * Entry of the sign-in area's lazy chunk: routes.tsx (loadSignInArea) imports this
 * module dynamically for every screen of /mo/eb-app-signin/landing, so they load together.
 */
export { AuthLayout } from './components/auth-layout';
export { SignInPage } from './components/sign-in-page';
export { MfaOtpPage } from './components/mfa-otp-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ForgotOtpPage } from './components/forgot-otp-page';
export { CreateNewPasswordPage } from './components/create-new-password-page';
export { NewPasswordSuccessPage } from './components/new-password-success-page';
export { SignInContactUsPage } from './components/sign-in-contact-us-page';
