import { Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { PATHS } from '../lib/paths';
import { RootLayout } from './root-layout';
import {
  requireForgotOtpInProgress,
  requireNewPasswordToken,
  requireOtpInProgress,
  requireSession,
} from './route-guards';
import { SignOutPage } from './sign-out-page';
import { SCREENS } from './screens';
import type { AppStore } from './store';

export { SCREENS, type ScreenHandle } from './screens';

// One dynamic import per area, so each area is one chunk (vite.config.ts names the vendors).
const signInArea = () => import('../features/auth/sign-in-area');
const shell = () => import('../features/shell');
const dashboard = () => import('../features/dashboard');
const maintenance = () => import('../features/maintenance');

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
            {
              path: `${PATHS.createNewPassword}/:username?/:needPasswordUpdate?`,
              handle: SCREENS.createNewPassword,
              loader: requireNewPasswordToken,
              lazy: async () => ({ Component: (await signInArea()).CreateNewPasswordPage }),
            },
            {
              path: PATHS.forgotPassword,
              handle: SCREENS.forgotPassword,
              lazy: async () => ({ Component: (await signInArea()).ForgotPasswordPage }),
            },
            {
              path: PATHS.forgotPasswordOtp,
              handle: SCREENS.forgotPasswordOtp,
              loader: requireForgotOtpInProgress(store),
              lazy: async () => ({ Component: (await signInArea()).ForgotOtpPage }),
            },
            {
              path: PATHS.newPasswordSuccess,
              handle: SCREENS.newPasswordSuccess,
              lazy: async () => ({ Component: (await signInArea()).NewPasswordSuccessPage }),
            },
            {
              path: PATHS.signInContactUs,
              handle: SCREENS.signInContactUs,
              lazy: async () => ({ Component: (await signInArea()).SignInContactUsPage }),
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
        {
          path: PATHS.systemMaintenance,
          handle: SCREENS.systemMaintenance,
          lazy: async () => ({ Component: (await maintenance()).MaintenancePage }),
        },
        { path: PATHS.signOut, handle: SCREENS.signOut, Component: SignOutPage },
        { path: '*', element: <Navigate replace to={PATHS.signIn} /> },
      ],
    },
  ];
}
