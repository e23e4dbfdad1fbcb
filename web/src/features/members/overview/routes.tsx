import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '../../../components/coming-soon-page';
import { MEMBER_PATHS } from '../paths';

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const overviewRoutes: RouteObject[] = [
  {
    path: MEMBER_PATHS.landing,
    handle: { screen: 'coming_soon', titleKey: 'screen.comingSoon' },
    element: <ComingSoonPage />,
  },
];
