import { DASHBOARD_TARGETS } from './menu-targets';

describe('dashboard title targets', () => {
  it('leads each card and chart to its side-menu route', () => {
    expect(DASHBOARD_TARGETS).toEqual({
      excessClaim: '/mo/eb-app-claims/claim-excess/listing',
      premiumBilling: '/mo/eb-app-premiumbilling/listing',
      plan: '/mo/eb-app-policy-benefit/landing/list',
      memberType: '/mo/eb-app-member/overview/landing',
      claimStatus: '/mo/eb-app-claims/claim-detail/policy',
      claimPaid: '/mo/eb-app-claims/claim-detail/policy',
    });
  });
});
