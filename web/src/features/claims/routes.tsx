import type { RouteObject } from 'react-router-dom';
import { indexTo, lazyScreens } from '@/lib/routing/lazy-screens';
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
const { layout, screen } = lazyScreens(() => import('./claims-screens'));

/**
 * The Claims area's route table (spec part 2 section 2): the base goes to claim details, which
 * goes to the policy table; claim-excess goes to its listing. Claim details, excess claims and
 * the COB request each sit behind their module. Mount it as a child of the session-guarded shell.
 */
export const claimRoutes: RouteObject = {
  path: CLAIM_PATHS.area,
  children: [
    indexTo(CLAIM_PATHS.claimDetail),
    layout('ClaimDetailArea', {
      path: CLAIM_PATHS.claimDetail,
      children: [
        indexTo(CLAIM_PATHS.policy),
        screen(CLAIM_PATHS.policy, CLAIM_SCREENS.policy, 'ClaimPolicyPage'),
        screen(CLAIM_PATHS.listing, CLAIM_SCREENS.listing, 'ClaimListingPage'),
        screen(CLAIM_PATHS.detail, CLAIM_SCREENS.detail, 'ClaimDetailFromListing'),
      ],
    }),
    layout('ExcessArea', {
      path: CLAIM_PATHS.excess,
      children: [
        indexTo(CLAIM_PATHS.excessListing),
        screen(CLAIM_PATHS.excessListing, CLAIM_SCREENS.excessListing, 'ExcessListingPage'),
        screen(CLAIM_PATHS.excessDetail, CLAIM_SCREENS.excessDetail, 'ClaimDetailFromExcess'),
      ],
    }),
    layout('CobArea', {
      path: CLAIM_PATHS.cob,
      children: [
        // The request needs a claim: without one, the claim details.
        indexTo(CLAIM_PATHS.claimDetail),
        screen(CLAIM_PATHS.cobRequest, CLAIM_SCREENS.cobRequest, 'CobRequestPage'),
      ],
    }),
  ],
};
