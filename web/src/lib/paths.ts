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
  myAccountArea: '/mo/eb-app-myprofile',
  myAccountLanding: '/mo/eb-app-myprofile/landing',
  myProfile: '/mo/eb-app-myprofile/landing/my-profile',
  changeLanguage: '/mo/eb-app-myprofile/landing/change-language',
  changePasswordOtp: '/mo/eb-app-myprofile/landing/email-otp',
  changePassword: '/mo/eb-app-myprofile/landing/change-password',
  changePasswordComplete: '/mo/eb-app-myprofile/landing/change-complete',
  contactUsArea: '/mo/eb-app-contactus',
  contactUsLanding: '/mo/eb-app-contactus/landing',
  contactUs: '/mo/eb-app-contactus/landing/contact-us',
  /** Areas of later issues (part 2 section 2); the shell shows "coming soon" until they exist. */
  policyBenefit: '/mo/eb-app-policy-benefit/landing',
  members: '/mo/eb-app-member/overview/landing',
  claimDetail: '/mo/eb-app-claims/claim-detail',
  excessClaim: '/mo/eb-app-claims/claim-excess',
  /** The COB request, reached from the claim listing or the excess list (`from=excess`). */
  claimCob: '/mo/eb-app-claims/claim-cob',
  premiumBilling: '/mo/eb-app-premiumbilling/listing',
  reports: '/mo/eb-app-reports/landing/report_display',
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
