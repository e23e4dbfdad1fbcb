import { DASHBOARD_TARGETS, visibleWidgets } from './menu-targets';

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

describe('dashboard cards by module', () => {
  it('shows every card to a user with every module of the portal', () => {
    const all = ['Home', 'View Member Details', 'Excess Claim', 'MO Claim Breakdown'];
    expect([...visibleWidgets(all)].sort()).toEqual(
      ['claimPaid', 'claimStatus', 'excessClaim', 'memberType', 'plan', 'premiumBilling'].sort(),
    );
  });

  it('hides the cards of the entries the modules do not open, case-insensitively', () => {
    expect([...visibleWidgets(['home', 'excess claim'])].sort()).toEqual(
      ['excessClaim', 'plan', 'premiumBilling'].sort(),
    );
    expect(
      [...visibleWidgets(['Home', 'VIEW MEMBER DETAILS', 'mo claim breakdown'])].sort(),
    ).toEqual(['claimPaid', 'claimStatus', 'memberType', 'plan', 'premiumBilling'].sort());
  });
});
