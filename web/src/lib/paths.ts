/**
 * The portal's URL paths (spec part 1 section 2), hash routes under /mo. Features link and
 * navigate with these; app/routes.ts maps them to screens.
 */
const SIGN_IN_AREA = '/mo/eb-app-signin/landing';
const BASE_AREA = '/mo/eb-app-base/landing';

export const PATHS = {
  root: '/',
  signInArea: SIGN_IN_AREA,
  signIn: `${SIGN_IN_AREA}/sign-in`,
  signInContactUs: `${SIGN_IN_AREA}/signin-contact-us`,
  forgotPassword: `${SIGN_IN_AREA}/signin-forgot-password`,
  forgotPasswordOtp: `${SIGN_IN_AREA}/signin-email-otp`,
  createNewPassword: `${SIGN_IN_AREA}/signin-create-new-password`,
  newPasswordSuccess: `${SIGN_IN_AREA}/signin-new-password-success`,
  mfaOtp: `${SIGN_IN_AREA}/signin-mfa-email-otp`,
  baseArea: BASE_AREA,
  home: `${BASE_AREA}/home`,
  myProfile: '/mo/eb-app-myprofile/landing/my-profile',
  contactUs: '/mo/eb-app-contactus/landing/contact-us',
  systemMaintenance: '/mo/system-maintenance',
  signOut: '/mo/eb-app-myProfile/sign-out/',
} as const;

/** /signin-create-new-password/:username?/:needPasswordUpdate? */
export const createNewPasswordPath = (username?: string, needPasswordUpdate?: boolean): string =>
  [
    PATHS.createNewPassword,
    username === undefined ? undefined : encodeURIComponent(username),
    needPasswordUpdate === undefined ? undefined : String(needPasswordUpdate),
  ]
    .filter((part) => part !== undefined)
    .join('/');
