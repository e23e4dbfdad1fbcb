import { Navigate, type RouteObject } from 'react-router-dom';
import { withModuleGate } from '@/components/module-gate';
import { PATHS } from '@/lib/paths';

/** Screen name (spec part 1 section 2) and page title of the dashboard. */
export const DASHBOARD_SCREENS = {
  home: { screen: 'Home_Dashboard', titleKey: 'screen.home' },
} as const;

// The area is one chunk: this fragment is small and imports the page lazily.
const chunk = () => import('./dashboard-screens');

/**
 * The base area (its paths in lib/paths.ts: every area links home): the base goes to the
 * dashboard, behind the home module. Mount it as a child of the session-guarded shell.
 */
export const dashboardRoutes: RouteObject = {
  path: PATHS.baseArea,
  children: [
    { index: true, element: <Navigate replace to={PATHS.home} /> },
    {
      path: PATHS.home,
      handle: DASHBOARD_SCREENS.home,
      lazy: async () => ({ Component: withModuleGate('home', (await chunk()).DashboardPage) }),
    },
  ],
};
