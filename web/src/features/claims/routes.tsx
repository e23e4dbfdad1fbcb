import type { RouteObject } from 'react-router-dom';
import { landingRoute, lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import { CLAIM_PATHS } from './paths';

export { CLAIM_PATHS } from './paths';

/** Screen names (spec part 2 section 2; the COB request's is ours) and page titles. */
export const CLAIM_SCREENS = screenHandles('claims:', {
  policy: 'claim_detail_policy',
  listing: 'claims_detail_listing',
  detail: 'claims_detail_detail',
  excessListing: 'claim_excess_listing',
  excessDetail: 'claim_excess_detail',
  cobRequest: 'claim_cob_request',
});

// The area is one chunk: this fragment is small and imports the pages lazily.
const { area, screen } = lazyScreens(() => import('./claims-screens'));

/**
 * The Claims area's route table (spec part 2 section 2): the base goes to claim details, which
 * goes to the policy table; claim-excess goes to its listing. Claim details, excess claims and
 * the COB request each sit behind their module. Mount it as a child of the session-guarded shell.
 */
export const claimRoutes: RouteObject = landingRoute(CLAIM_PATHS.area, CLAIM_PATHS.claimDetail, [
  area('ClaimDetailArea', CLAIM_PATHS.claimDetail, CLAIM_PATHS.policy, [
    screen(CLAIM_PATHS.policy, CLAIM_SCREENS.policy, 'ClaimPolicyPage'),
    screen(CLAIM_PATHS.listing, CLAIM_SCREENS.listing, 'ClaimListingPage'),
    screen(CLAIM_PATHS.detail, CLAIM_SCREENS.detail, 'ClaimDetailFromListing'),
  ]),
  area('ExcessArea', CLAIM_PATHS.excess, CLAIM_PATHS.excessListing, [
    screen(CLAIM_PATHS.excessListing, CLAIM_SCREENS.excessListing, 'ExcessListingPage'),
    screen(CLAIM_PATHS.excessDetail, CLAIM_SCREENS.excessDetail, 'ClaimDetailFromExcess'),
  ]),
  // The request needs a claim: without one, the claim details.
  area('CobArea', CLAIM_PATHS.cob, CLAIM_PATHS.claimDetail, [
    screen(CLAIM_PATHS.cobRequest, CLAIM_SCREENS.cobRequest, 'CobRequestPage'),
  ]),
]);
