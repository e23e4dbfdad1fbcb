import type { RouteObject } from 'react-router-dom';
import { withModuleGate } from '@/components/module-gate';
import { PATHS } from '@/lib/paths';
import { landingRoute, lazyScreens, pathTo } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen names (spec part 1 section 2, my account) and page titles. */
export const ACCOUNT_SCREENS = screenHandles('', {
  myProfile: 'myprofile__display',
  changeLanguage: 'myprofile_change_language__display',
  changePasswordOtp: 'myprofile_change_password__email-otp',
  changePassword: 'myprofile_change_password__display',
  changePasswordComplete: 'myprofile_change_password__complete',
});

// The area is one chunk: this fragment is small and imports the pages lazily, each behind the
// my_account module.
const { screen: page } = lazyScreens(
  () => import('./account-screens'),
  (Page) => withModuleGate('my_account', Page),
);

/**
 * The my-account area (its paths in lib/paths.ts: the shell's menu and the sign-out link them):
 * the area and its landing go to my profile. Children of the session-guarded shell.
 */
export const accountRoutes: RouteObject[] = [
  pathTo(PATHS.myAccountArea, PATHS.myAccountLanding),
  landingRoute(PATHS.myAccountLanding, PATHS.myProfile, [
    page(PATHS.myProfile, ACCOUNT_SCREENS.myProfile, 'MyProfilePage'),
    page(PATHS.changeLanguage, ACCOUNT_SCREENS.changeLanguage, 'ChangeLanguagePage'),
    page(PATHS.changePasswordOtp, ACCOUNT_SCREENS.changePasswordOtp, 'EmailOtpPage'),
    page(PATHS.changePassword, ACCOUNT_SCREENS.changePassword, 'ChangePasswordPage'),
    page(
      PATHS.changePasswordComplete,
      ACCOUNT_SCREENS.changePasswordComplete,
      'ChangeCompletePage',
    ),
  ]),
];
