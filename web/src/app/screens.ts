/** Screen names for analytics (spec part 1 section 2) and the page title of each screen. */
export const SCREENS = {
  signIn: { screen: 'SignIn', titleKey: 'screen.signIn' },
  mfaOtp: { screen: 'SignIn_MFA_Email_OTP', titleKey: 'screen.mfaOtp' },
  createNewPassword: { screen: 'SignIn_Create_New_Password', titleKey: 'screen.createNewPassword' },
  forgotPassword: { screen: 'SignIn_Forgot_Password', titleKey: 'screen.forgotPassword' },
  signInContactUs: { screen: 'SignIn_Contact_Us', titleKey: 'screen.signInContactUs' },
  forgotPasswordOtp: { screen: 'SignIn_Email_OTP', titleKey: 'screen.forgotPasswordOtp' },
  newPasswordSuccess: {
    screen: 'SignIn_New_Password_Success',
    titleKey: 'screen.newPasswordSuccess',
  },
  systemMaintenance: { screen: 'System_Maintenance', titleKey: 'screen.systemMaintenance' },
  signOut: { screen: 'My Profile_SignOut', titleKey: 'screen.signOut' },
  home: { screen: 'Home_Dashboard', titleKey: 'screen.home' },
  myProfile: { screen: 'myprofile__display', titleKey: 'screen.myProfile' },
  changeLanguage: {
    screen: 'myprofile_change_language__display',
    titleKey: 'screen.changeLanguage',
  },
  changePasswordOtp: {
    screen: 'myprofile_change_password__email-otp',
    titleKey: 'screen.changePasswordOtp',
  },
  changePassword: {
    screen: 'myprofile_change_password__display',
    titleKey: 'screen.changePassword',
  },
  changePasswordComplete: {
    screen: 'myprofile_change_password__complete',
    titleKey: 'screen.changePasswordComplete',
  },
  contactUs: { screen: 'contact_us', titleKey: 'screen.contactUs' },
  comingSoon: { screen: 'coming_soon', titleKey: 'screen.comingSoon' },
  notFound: { screen: 'not_found', titleKey: 'screen.notFound' },
} as const;

export type ScreenHandle = (typeof SCREENS)[keyof typeof SCREENS];
