import { Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { PATHS } from '../lib/paths';
import { RootLayout } from './root-layout';
import { requireOtpInProgress, requireSession } from './route-guards';
import type { AppStore } from './store';

/** Screen names for analytics (spec part 1 section 2) and the page title of each screen. */
export const SCREENS = {
  signIn: { screen: 'SignIn', titleKey: 'screen.signIn' },
  mfaOtp: { screen: 'SignIn_MFA_Email_OTP', titleKey: 'screen.mfaOtp' },
  createNewPassword: { screen: 'SignIn_Create_New_Password', titleKey: 'screen.createNewPassword' },
  forgotPassword: { screen: 'SignIn_Forgot_Password', titleKey: 'screen.forgotPassword' },
  signInContactUs: { screen: 'SignIn_Contact_Us', titleKey: 'screen.signInContactUs' },
  home: { screen: 'Home_Dashboard', titleKey: 'screen.home' },
  myProfile: { screen: 'myprofile__display', titleKey: 'screen.myProfile' },
} as const;

export type ScreenHandle = (typeof SCREENS)[keyof typeof SCREENS];

// One dynamic import per area, so each area is one chunk (vite.config.ts names the vendors).
const signInArea = () => import('../features/auth/sign-in-area');
const shell = () => import('../features/shell');
const dashboard = () => import('../features/dashboard');

/** The route table: hash routes under /mo, lazy per area, guarded where the spec says. */
export function createRoutes(store: AppStore): RouteObject[] {
  const session = requireSession(store);
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        { index: true, element: <Navigate replace to={PATHS.signInArea} /> },
        { path: 'mo', element: <Navigate replace to={PATHS.signInArea} /> },
        {
          path: PATHS.signInArea,
          lazy: async () => ({ Component: (await signInArea()).AuthLayout }),
          children: [
            { index: true, element: <Navigate replace to={PATHS.signIn} /> },
            {
              path: PATHS.signIn,
              handle: SCREENS.signIn,
              lazy: async () => ({ Component: (await signInArea()).SignInPage }),
            },
            {
              path: PATHS.mfaOtp,
              handle: SCREENS.mfaOtp,
              loader: requireOtpInProgress(store),
              lazy: async () => ({ Component: (await signInArea()).MfaOtpPage }),
            },
            // Screens of later issues: reachable, so links and the first-login redirect work.
            {
              path: `${PATHS.createNewPassword}/:username?/:needPasswordUpdate?`,
              handle: SCREENS.createNewPassword,
              Component: ComingSoonPage,
            },
            {
              path: PATHS.forgotPassword,
              handle: SCREENS.forgotPassword,
              Component: ComingSoonPage,
            },
            {
              path: PATHS.signInContactUs,
              handle: SCREENS.signInContactUs,
              Component: ComingSoonPage,
            },
          ],
        },
        {
          path: PATHS.baseArea,
          loader: session,
          lazy: async () => ({ Component: (await shell()).ShellLayout }),
          children: [
            { index: true, element: <Navigate replace to={PATHS.home} /> },
            {
              path: PATHS.home,
              handle: SCREENS.home,
              lazy: async () => ({ Component: (await dashboard()).DashboardPage }),
            },
          ],
        },
        {
          path: '/mo/eb-app-myprofile/landing',
          loader: session,
          lazy: async () => ({ Component: (await shell()).ShellLayout }),
          children: [
            { path: PATHS.myProfile, handle: SCREENS.myProfile, Component: ComingSoonPage },
          ],
        },
        { path: '*', element: <Navigate replace to={PATHS.signIn} /> },
      ],
    },
  ];
}
