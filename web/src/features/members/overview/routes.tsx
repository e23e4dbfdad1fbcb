import type { RouteObject } from 'react-router-dom';
import { MEMBER_PATHS } from '../paths';

/** Screen names (spec part 2 section 2, named routes) and page titles. */
export const OVERVIEW_SCREENS = {
  landing: { screen: 'MemberListLanding', titleKey: 'members:screen.landing' },
  policyListing: { screen: 'MemberPolicyListing', titleKey: 'members:screen.policyListing' },
  details: { screen: 'MemberDetails', titleKey: 'members:screen.details' },
} as const;

// The part is one chunk: this fragment is small and imports the pages lazily.
const chunk = () => import('./index');

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const overviewRoutes: RouteObject[] = [
  {
    path: MEMBER_PATHS.landing,
    handle: OVERVIEW_SCREENS.landing,
    lazy: async () => ({ Component: (await chunk()).MemberListLanding }),
  },
  {
    path: MEMBER_PATHS.policyListing,
    handle: OVERVIEW_SCREENS.policyListing,
    lazy: async () => ({ Component: (await chunk()).MemberPolicyListing }),
  },
  {
    path: MEMBER_PATHS.details,
    handle: OVERVIEW_SCREENS.details,
    lazy: async () => ({ Component: (await chunk()).MemberDetailsPage }),
  },
];
