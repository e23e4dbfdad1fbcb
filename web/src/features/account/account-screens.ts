/** Entry of the my-account lazy chunk (spec part 1 section 2, my account). */
export { MyProfilePage } from './components/my-profile-page';
export { ChangeLanguagePage } from './components/change-language-page';
export { EmailOtpPage } from './components/email-otp-page';
export { ChangePasswordPage } from './components/change-password-page';
export { ChangeCompletePage } from './components/change-complete-page';
