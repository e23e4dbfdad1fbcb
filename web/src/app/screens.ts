import { ACCOUNT_SCREENS } from '../features/account';
import { AUTH_SCREENS } from '../features/auth';
import { CONTACT_SCREENS } from '../features/contact';
import { DASHBOARD_SCREENS } from '../features/dashboard';
import { MAINTENANCE_SCREENS } from '../features/maintenance';
import { SHELL_SCREENS } from '../features/shell';

/**
 * Screen names for analytics (spec part 1 section 2) and the page title of each screen of part 1:
 * each feature names its own (its routes.tsx); sign-out is app/'s (sign-out-page.tsx).
 */
export const SCREENS = {
  ...AUTH_SCREENS,
  ...MAINTENANCE_SCREENS,
  signOut: { screen: 'My Profile_SignOut', titleKey: 'screen.signOut' },
  ...DASHBOARD_SCREENS,
  ...ACCOUNT_SCREENS,
  ...CONTACT_SCREENS,
  ...SHELL_SCREENS,
} as const;

export type ScreenHandle = (typeof SCREENS)[keyof typeof SCREENS];
