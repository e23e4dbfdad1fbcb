import { Navigate, type RouteObject } from 'react-router-dom';
import { CLAIM_PATHS } from './paths';

export { CLAIM_PATHS } from './paths';

/** Screen names (spec part 2 section 2; the COB request's is ours) and page titles. */
export const CLAIM_SCREENS = {
  policy: { screen: 'claim_detail_policy', titleKey: 'claims:screen.policy' },
  listing: { screen: 'claims_detail_listing', titleKey: 'claims:screen.listing' },
  detail: { screen: 'claims_detail_detail', titleKey: 'claims:screen.detail' },
  excessListing: { screen: 'claim_excess_listing', titleKey: 'claims:screen.excessListing' },
  excessDetail: { screen: 'claim_excess_detail', titleKey: 'claims:screen.excessDetail' },
  cobRequest: { screen: 'claim_cob_request', titleKey: 'claims:screen.cobRequest' },
} as const;

// The area is one chunk: this fragment is small and imports the pages lazily.
const chunk = () => import('./claims-screens');

/**
 * The Claims area's route table (spec part 2 section 2): the base goes to claim details, which
 * goes to the policy table; claim-excess goes to its listing. Claim details, excess claims and
 * the COB request each sit behind their module. Mount it as a child of the session-guarded shell.
 */
export const claimRoutes: RouteObject = {
  path: CLAIM_PATHS.area,
  children: [
    { index: true, element: <Navigate replace to={CLAIM_PATHS.claimDetail} /> },
    {
      path: CLAIM_PATHS.claimDetail,
      lazy: async () => ({ Component: (await chunk()).ClaimDetailArea }),
      children: [
        { index: true, element: <Navigate replace to={CLAIM_PATHS.policy} /> },
        {
          path: CLAIM_PATHS.policy,
          handle: CLAIM_SCREENS.policy,
          lazy: async () => ({ Component: (await chunk()).ClaimPolicyPage }),
        },
        {
          path: CLAIM_PATHS.listing,
          handle: CLAIM_SCREENS.listing,
          lazy: async () => ({ Component: (await chunk()).ClaimListingPage }),
        },
        {
          path: CLAIM_PATHS.detail,
          handle: CLAIM_SCREENS.detail,
          lazy: async () => ({ Component: (await chunk()).ClaimDetailFromListing }),
        },
      ],
    },
    {
      path: CLAIM_PATHS.excess,
      lazy: async () => ({ Component: (await chunk()).ExcessArea }),
      children: [
        { index: true, element: <Navigate replace to={CLAIM_PATHS.excessListing} /> },
        {
          path: CLAIM_PATHS.excessListing,
          handle: CLAIM_SCREENS.excessListing,
          lazy: async () => ({ Component: (await chunk()).ExcessListingPage }),
        },
        {
          path: CLAIM_PATHS.excessDetail,
          handle: CLAIM_SCREENS.excessDetail,
          lazy: async () => ({ Component: (await chunk()).ClaimDetailFromExcess }),
        },
      ],
    },
    {
      path: CLAIM_PATHS.cob,
      lazy: async () => ({ Component: (await chunk()).CobArea }),
      children: [
        // The request needs a claim: without one, the claim details.
        { index: true, element: <Navigate replace to={CLAIM_PATHS.claimDetail} /> },
        {
          path: CLAIM_PATHS.cobRequest,
          handle: CLAIM_SCREENS.cobRequest,
          lazy: async () => ({ Component: (await chunk()).CobRequestPage }),
        },
      ],
    },
  ],
};
