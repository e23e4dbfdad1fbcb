import { Navigate, type RouteObject } from 'react-router-dom';
import { REPORT_PATHS } from './paths';

export { REPORT_PATHS } from './paths';

/** Screen name (spec part 2 section 2) and page title. */
export const REPORT_SCREENS = {
  display: { screen: 'reports_hello_world_display', titleKey: 'reports:screen.display' },
} as const;

// The area is one chunk: this fragment is small and imports the page lazily.
const chunk = () => import('./reports-screens');

/**
 * The Reports area's route table (spec part 2 section 2): the base goes to landing, which goes
 * to report_display, behind the report entry's module. Mount it as a child of the shell.
 */
export const reportRoutes: RouteObject = {
  path: REPORT_PATHS.area,
  lazy: async () => ({ Component: (await chunk()).ReportsArea }),
  children: [
    { index: true, element: <Navigate replace to={REPORT_PATHS.landing} /> },
    {
      path: REPORT_PATHS.landing,
      children: [
        { index: true, element: <Navigate replace to={REPORT_PATHS.display} /> },
        {
          path: REPORT_PATHS.display,
          handle: REPORT_SCREENS.display,
          lazy: async () => ({ Component: (await chunk()).ReportsPage }),
        },
      ],
    },
  ],
};
