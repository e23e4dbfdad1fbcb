import { Navigate, type RouteObject } from 'react-router-dom';
import { POLICY_PATHS } from './paths';

export { POLICY_PATHS, policyDetailsPath } from './paths';

/** Screen names (spec part 1 section 2) and page titles, in the shape of app/screens.ts. */
export const POLICY_SCREENS = {
  policyList: { screen: 'policy_and_benefit_list', titleKey: 'policies:screen.list' },
  policyDetails: { screen: 'policy_and_benefit_details', titleKey: 'policies:screen.details' },
} as const;

// The area is one chunk: this fragment is small and imports the pages lazily.
const chunk = () => import('./policies-screens');

/**
 * The area's route-table fragment: mount it as a child of a session-guarded shell route whose
 * path is a prefix of it (e.g. '/mo/eb-app-policy-benefit').
 */
export const policyRoutes: RouteObject = {
  path: POLICY_PATHS.area,
  lazy: async () => ({ Component: (await chunk()).PoliciesArea }),
  children: [
    { index: true, element: <Navigate replace to={POLICY_PATHS.list} /> },
    {
      path: POLICY_PATHS.list,
      handle: POLICY_SCREENS.policyList,
      lazy: async () => ({ Component: (await chunk()).PolicyListPage }),
    },
    {
      path: POLICY_PATHS.details,
      handle: POLICY_SCREENS.policyDetails,
      lazy: async () => ({ Component: (await chunk()).PolicyDetailsPage }),
    },
  ],
};
