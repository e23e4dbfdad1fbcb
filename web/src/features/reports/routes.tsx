import type { RouteObject } from 'react-router-dom';
import { landingRoute, lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import { REPORT_PATHS } from './paths';

export { REPORT_PATHS } from './paths';

/** Screen name (spec part 2 section 2) and page title. */
export const REPORT_SCREENS = screenHandles('reports:', {
  display: 'reports_hello_world_display',
});

// The area is one chunk: this fragment is small and imports the page lazily.
const { area, screen } = lazyScreens(() => import('./reports-screens'));

/**
 * The Reports area's route table (spec part 2 section 2): the base goes to landing, which goes
 * to report_display, behind the report entry's module. Mount it as a child of the shell.
 */
export const reportRoutes: RouteObject = area(
  'ReportsArea',
  REPORT_PATHS.area,
  REPORT_PATHS.landing,
  [
    landingRoute(REPORT_PATHS.landing, REPORT_PATHS.display, [
      screen(REPORT_PATHS.display, REPORT_SCREENS.display, 'ReportsPage'),
    ]),
  ],
);
