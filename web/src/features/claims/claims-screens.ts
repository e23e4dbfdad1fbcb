/** Entry of the Claims chunk: the area gates and every claims screen. */
export { ClaimDetailArea, CobArea, ExcessArea } from './claims-area';
export { ClaimPolicyPage } from './components/claim-policy-page';
export { ClaimListingPage } from './components/claim-listing-page';
export { ClaimDetailFromExcess, ClaimDetailFromListing } from './components/claim-detail-page';
export { ExcessListingPage } from './components/excess-listing-page';
export { CobRequestPage } from './components/cob-request-page';
