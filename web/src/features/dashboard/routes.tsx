import type { RouteObject } from 'react-router-dom';
import { withModuleGate } from '@/components/module-gate';
import { PATHS } from '@/lib/paths';
import { landingRoute, lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen name (spec part 1 section 2) and page title of the dashboard. */
export const DASHBOARD_SCREENS = screenHandles('', {
  home: 'Home_Dashboard',
});

// The area is one chunk: this fragment is small and imports the page lazily.
const { screen } = lazyScreens(
  () => import('./dashboard-screens'),
  (Page) => withModuleGate('home', Page),
);

/**
 * The base area (its paths in lib/paths.ts: every area links home): the base goes to the
 * dashboard, behind the home module. Mount it as a child of the session-guarded shell.
 */
export const dashboardRoutes: RouteObject = landingRoute(PATHS.baseArea, PATHS.home, [
  screen(PATHS.home, DASHBOARD_SCREENS.home, 'DashboardPage'),
]);
