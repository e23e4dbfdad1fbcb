import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { ModuleGate, withModuleGate } from '../components/module-gate';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { loadSignInArea } from '../features/auth';
import { billingRoutes } from '../features/billing';
import { claimRoutes } from '../features/claims';
import { loadMaintenancePage } from '../features/maintenance';
import { memberRoutes } from '../features/members';
import { policyRoutes } from '../features/policies';
import { reportRoutes } from '../features/reports';
import type { AccessEntry } from '../lib/module-access';
import { PATHS } from '../lib/paths';
import type { Namespace } from '../locales';
import { lazyAreas, type LazyAreaOptions } from './lazy-areas';
import { RootLayout } from './root-layout';
import {
  redirectSignedIn,
  requireForgotOtpInProgress,
  requireNewPasswordToken,
  requireOtpInProgress,
  requireSession,
} from './route-guards';
import { SignOutPage } from './sign-out-page';
import { SCREENS } from './screens';
import type { AppStore } from './store';

export { SCREENS, type ScreenHandle } from './screens';

// One dynamic import per area, so each area is one chunk (vite.config.ts names the vendors);
// the areas with their own route table (features' routes.tsx) import their screens lazily.
const shell = () => import('../features/shell');
const dashboard = () => import('../features/dashboard');
const account = () => import('../features/account');
const contact = () => import('../features/contact');

// Areas not built yet (none today: every side-menu area has its screens).
const COMING_SOON: ReadonlyArray<{ path: string; entry: AccessEntry }> = [];

/*
 * The namespaces each area loads with its chunk, by route id or path, for the route's subtree
 * (common, errors and maintenance are bundled: locales/core.ts; policies registers its own).
 */
const AREA_TEXTS: Readonly<Record<string, readonly Namespace[]>> = {
  [PATHS.signInArea]: ['auth', 'shell'],
  shell: ['shell'],
  [PATHS.home]: ['dashboard'],
  [PATHS.myAccountLanding]: ['account', 'auth'],
  [PATHS.contactUsLanding]: ['contact'],
  [memberRoutes.path ?? '']: ['members', 'membersAdd', 'membersAlter', 'membersBulk'],
  [claimRoutes.path ?? '']: ['claims'],
  [reportRoutes.path ?? '']: ['reports'],
  [billingRoutes.path ?? '']: ['billing'],
};

/**
 * The route table: hash routes under /mo, lazy per area (each with its texts, within the chunk
 * load timeout: app/lazy-areas.ts), guarded where the spec says.
 */
export function createRoutes(store: AppStore, lazyOptions: LazyAreaOptions = {}): RouteObject[] {
  const session = requireSession(store);
  return lazyAreas(routeTable(store, session), AREA_TEXTS, lazyOptions);
}

function routeTable(store: AppStore, session: ReturnType<typeof requireSession>): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        // Redirects in loaders: the router settles on the sign-in page while it starts, so the
        // portal's address paints that page first, with no loader in between (main.tsx).
        { index: true, loader: () => redirect(PATHS.signIn) },
        { path: 'mo', loader: () => redirect(PATHS.signIn) },
        {
          path: PATHS.signInArea,
          // A signed-in user opening sign-in (or any page of its area) goes to the dashboard.
          loader: redirectSignedIn(store),
          lazy: async () => ({ Component: (await loadSignInArea()).AuthLayout }),
          children: [
            { index: true, loader: () => redirect(PATHS.signIn) },
            {
              path: PATHS.signIn,
              handle: SCREENS.signIn,
              lazy: async () => ({ Component: (await loadSignInArea()).SignInPage }),
            },
            {
              path: PATHS.mfaOtp,
              handle: SCREENS.mfaOtp,
              loader: requireOtpInProgress(store),
              lazy: async () => ({ Component: (await loadSignInArea()).MfaOtpPage }),
            },
            {
              path: `${PATHS.createNewPassword}/:username?/:needPasswordUpdate?`,
              handle: SCREENS.createNewPassword,
              loader: requireNewPasswordToken,
              lazy: async () => ({ Component: (await loadSignInArea()).CreateNewPasswordPage }),
            },
            {
              path: PATHS.forgotPassword,
              handle: SCREENS.forgotPassword,
              lazy: async () => ({ Component: (await loadSignInArea()).ForgotPasswordPage }),
            },
            {
              path: PATHS.forgotPasswordOtp,
              handle: SCREENS.forgotPasswordOtp,
              loader: requireForgotOtpInProgress(store),
              lazy: async () => ({ Component: (await loadSignInArea()).ForgotOtpPage }),
            },
            {
              path: PATHS.newPasswordSuccess,
              handle: SCREENS.newPasswordSuccess,
              lazy: async () => ({ Component: (await loadSignInArea()).NewPasswordSuccessPage }),
            },
            {
              path: PATHS.signInContactUs,
              handle: SCREENS.signInContactUs,
              lazy: async () => ({ Component: (await loadSignInArea()).SignInContactUsPage }),
            },
          ],
        },
        {
          // The shell: every signed-in page renders inside it (layout route, no path of its own).
          id: 'shell',
          loader: session,
          lazy: async () => ({ Component: (await shell()).ShellLayout }),
          children: [
            {
              path: PATHS.baseArea,
              children: [
                { index: true, element: <Navigate replace to={PATHS.home} /> },
                {
                  path: PATHS.home,
                  handle: SCREENS.home,
                  lazy: async () => ({
                    Component: withModuleGate('home', (await dashboard()).DashboardPage),
                  }),
                },
              ],
            },
            {
              path: PATHS.myAccountArea,
              element: <Navigate replace to={PATHS.myAccountLanding} />,
            },
            {
              path: PATHS.myAccountLanding,
              children: [
                { index: true, element: <Navigate replace to={PATHS.myProfile} /> },
                {
                  path: PATHS.myProfile,
                  handle: SCREENS.myProfile,
                  lazy: async () => ({
                    Component: withModuleGate('my_account', (await account()).MyProfilePage),
                  }),
                },
                {
                  path: PATHS.changeLanguage,
                  handle: SCREENS.changeLanguage,
                  lazy: async () => ({
                    Component: withModuleGate('my_account', (await account()).ChangeLanguagePage),
                  }),
                },
                {
                  path: PATHS.changePasswordOtp,
                  handle: SCREENS.changePasswordOtp,
                  lazy: async () => ({
                    Component: withModuleGate('my_account', (await account()).EmailOtpPage),
                  }),
                },
                {
                  path: PATHS.changePassword,
                  handle: SCREENS.changePassword,
                  lazy: async () => ({
                    Component: withModuleGate('my_account', (await account()).ChangePasswordPage),
                  }),
                },
                {
                  path: PATHS.changePasswordComplete,
                  handle: SCREENS.changePasswordComplete,
                  lazy: async () => ({
                    Component: withModuleGate('my_account', (await account()).ChangeCompletePage),
                  }),
                },
              ],
            },
            {
              path: PATHS.contactUsArea,
              element: <Navigate replace to={PATHS.contactUsLanding} />,
            },
            {
              path: PATHS.contactUsLanding,
              children: [
                { index: true, element: <Navigate replace to={PATHS.contactUs} /> },
                {
                  path: PATHS.contactUs,
                  handle: SCREENS.contactUs,
                  lazy: async () => ({
                    Component: withModuleGate('contact_us', (await contact()).ContactUsPage),
                  }),
                },
              ],
            },
            policyRoutes,
            memberRoutes,
            claimRoutes,
            reportRoutes,
            billingRoutes,
            // Areas of later issues: "coming soon" inside the shell, behind their module.
            ...COMING_SOON.map(({ path, entry }) => ({
              path: `${path}/*`,
              handle: SCREENS.comingSoon,
              element: (
                <ModuleGate entry={entry}>
                  <ComingSoonPage />
                </ModuleGate>
              ),
            })),
            // Any other address: "not found" inside the shell (the shell's guard sends a
            // signed-out user to sign-in first).
            {
              path: '*',
              handle: SCREENS.notFound,
              lazy: async () => ({ Component: (await shell()).NotFoundPage }),
            },
          ],
        },
        {
          path: PATHS.systemMaintenance,
          handle: SCREENS.systemMaintenance,
          lazy: async () => ({ Component: (await loadMaintenancePage()).MaintenancePage }),
        },
        { path: PATHS.signOut, handle: SCREENS.signOut, Component: SignOutPage },
      ],
    },
  ];
}
