import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import { MEMBER_PATHS } from '../paths';

/** Screen names (spec part 2 section 2, named routes) and page titles. */
export const OVERVIEW_SCREENS = screenHandles('members:', {
  landing: 'MemberListLanding',
  policyListing: 'MemberPolicyListing',
  details: 'MemberDetails',
});

// The part is one chunk: this fragment is small and imports the pages lazily.
const { screen } = lazyScreens(() => import('./index'));

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const overviewRoutes: RouteObject[] = [
  screen(MEMBER_PATHS.landing, OVERVIEW_SCREENS.landing, 'MemberListLanding'),
  screen(MEMBER_PATHS.policyListing, OVERVIEW_SCREENS.policyListing, 'MemberPolicyListing'),
  screen(MEMBER_PATHS.details, OVERVIEW_SCREENS.details, 'MemberDetailsPage'),
];
