import type { RouteObject } from 'react-router-dom';
import { indexTo, lazyScreens } from '@/lib/routing/lazy-screens';
import { REPORT_PATHS } from './paths';

export { REPORT_PATHS } from './paths';

/** Screen name (spec part 2 section 2) and page title. */
export const REPORT_SCREENS = {
  display: { screen: 'reports_hello_world_display', titleKey: 'reports:screen.display' },
} as const;

// The area is one chunk: this fragment is small and imports the page lazily.
const { layout, screen } = lazyScreens(() => import('./reports-screens'));

/**
 * The Reports area's route table (spec part 2 section 2): the base goes to landing, which goes
 * to report_display, behind the report entry's module. Mount it as a child of the shell.
 */
export const reportRoutes: RouteObject = layout('ReportsArea', {
  path: REPORT_PATHS.area,
  children: [
    indexTo(REPORT_PATHS.landing),
    {
      path: REPORT_PATHS.landing,
      children: [
        indexTo(REPORT_PATHS.display),
        screen(REPORT_PATHS.display, REPORT_SCREENS.display, 'ReportsPage'),
      ],
    },
  ],
});
