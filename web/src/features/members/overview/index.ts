/** Entry of the members overview chunk: member list, member policy listing, member details. */
export { MemberListLanding } from './components/member-list-landing';
export { MemberPolicyListing } from './components/member-policy-listing';
export { MemberDetailsPage } from './components/member-details-page';
