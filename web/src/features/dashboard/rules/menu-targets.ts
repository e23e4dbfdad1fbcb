import { canAccess, type AccessEntry } from '@/lib/module-access';

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

/**
 * The side-menu entry each card or chart belongs to: a card is shown only when the user's modules
 * open that entry (spec part 1 section 6: "entries and cards the user has no module for are not
 * shown"). The spec names no card-to-module mapping; the card's own title target is our reading.
 */
export const DASHBOARD_ENTRIES = {
  excessClaim: 'excess_claim',
  premiumBilling: 'premium_billing',
  plan: 'policy',
  memberType: 'member',
  claimStatus: 'claim',
  claimPaid: 'claim',
} as const satisfies Record<DashboardWidget, AccessEntry>;

/** The cards and charts the granted modules (userAccess, case-insensitive) show. */
export const visibleWidgets = (granted: readonly string[]): ReadonlySet<DashboardWidget> =>
  new Set(
    (Object.keys(DASHBOARD_ENTRIES) as DashboardWidget[]).filter((w) =>
      canAccess(granted, DASHBOARD_ENTRIES[w]),
    ),
  );
