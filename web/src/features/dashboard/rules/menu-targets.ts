/**
 * Where each dashboard card or chart title leads: the side-menu entry of the spec (part 1 §2),
 * as its path under /mo.
 */
export const DASHBOARD_TARGETS = {
  excessClaim: '/mo/eb-app-claims/claim-excess/listing',
  premiumBilling: '/mo/eb-app-premiumbilling/listing',
  plan: '/mo/eb-app-policy-benefit/landing/list',
  memberType: '/mo/eb-app-member/overview/landing',
  claimStatus: '/mo/eb-app-claims/claim-detail/policy',
  claimPaid: '/mo/eb-app-claims/claim-detail/policy',
} as const;

export type DashboardWidget = keyof typeof DASHBOARD_TARGETS;
