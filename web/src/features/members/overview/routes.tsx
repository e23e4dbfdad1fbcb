import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { MEMBER_PATHS } from '../paths';

/** Screen names (spec part 2 section 2, named routes) and page titles. */
export const OVERVIEW_SCREENS = {
  landing: { screen: 'MemberListLanding', titleKey: 'members:screen.landing' },
  policyListing: { screen: 'MemberPolicyListing', titleKey: 'members:screen.policyListing' },
  details: { screen: 'MemberDetails', titleKey: 'members:screen.details' },
} as const;

// The part is one chunk: this fragment is small and imports the pages lazily.
const { screen } = lazyScreens(() => import('./index'));

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const overviewRoutes: RouteObject[] = [
  screen(MEMBER_PATHS.landing, OVERVIEW_SCREENS.landing, 'MemberListLanding'),
  screen(MEMBER_PATHS.policyListing, OVERVIEW_SCREENS.policyListing, 'MemberPolicyListing'),
  screen(MEMBER_PATHS.details, OVERVIEW_SCREENS.details, 'MemberDetailsPage'),
];
