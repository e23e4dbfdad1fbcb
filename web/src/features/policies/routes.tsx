import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { POLICY_PATHS } from './paths';

export { POLICY_PATHS, policyDetailsPath } from './paths';

/** Screen names (spec part 1 section 2) and page titles, in the shape of app/screens.ts. */
export const POLICY_SCREENS = {
  policyList: { screen: 'policy_and_benefit_list', titleKey: 'policies:screen.list' },
  policyDetails: { screen: 'policy_and_benefit_details', titleKey: 'policies:screen.details' },
} as const;

// The area is one chunk: this fragment is small and imports the pages lazily.
const { area, screen } = lazyScreens(() => import('./policies-screens'));

/**
 * The area's route-table fragment: mount it as a child of a session-guarded shell route whose
 * path is a prefix of it (e.g. '/mo/eb-app-policy-benefit').
 */
export const policyRoutes: RouteObject = area(
  'PoliciesArea',
  POLICY_PATHS.area,
  POLICY_PATHS.list,
  [
    screen(POLICY_PATHS.list, POLICY_SCREENS.policyList, 'PolicyListPage'),
    screen(POLICY_PATHS.details, POLICY_SCREENS.policyDetails, 'PolicyDetailsPage'),
  ],
);
