import { redirect, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { ModuleGate } from '../components/module-gate';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { accountRoutes } from '../features/account';
import { signInRoutes } from '../features/auth';
import { billingRoutes } from '../features/billing';
import { claimRoutes } from '../features/claims';
import { contactRoutes } from '../features/contact';
import { dashboardRoutes } from '../features/dashboard';
import { maintenanceRoutes } from '../features/maintenance';
import { memberRoutes, memberStoreParts } from '../features/members';
import { policyRoutes } from '../features/policies';
import { reportRoutes } from '../features/reports';
import { shellRoutes } from '../features/shell';
import type { AccessEntry } from '../lib/module-access';
import type { AreaParts } from '../lib/store-parts';
import { PATHS } from '../lib/paths';
import type { Namespace } from '../locales';
import { withAreaParts } from './area-parts';
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

/** The store parts of the areas' lazy chunks, added as their routes load (app/area-parts.ts). */
export const AREA_PARTS: AreaParts = { ...memberStoreParts };

/**
 * The route table: hash routes under /mo, composed of each feature's own (its routes.tsx, one lazy
 * chunk per area), each with its texts, within the chunk load timeout (app/lazy-areas.ts), and
 * guarded where the spec says (app/route-guards.ts).
 */
export function createRoutes(store: AppStore, lazyOptions: LazyAreaOptions = {}): RouteObject[] {
  const session = requireSession(store);
  return lazyAreas(withAreaParts(routeTable(store, session), AREA_PARTS), AREA_TEXTS, lazyOptions);
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
        signInRoutes({
          signedOut: redirectSignedIn(store),
          otpInProgress: requireOtpInProgress(store),
          forgotOtpInProgress: requireForgotOtpInProgress(store),
          newPasswordToken: requireNewPasswordToken,
        }),
        shellRoutes(session, [
          dashboardRoutes,
          ...accountRoutes,
          ...contactRoutes,
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
        ]),
        maintenanceRoutes,
        { path: PATHS.signOut, handle: SCREENS.signOut, Component: SignOutPage },
      ],
    },
  ];
}
