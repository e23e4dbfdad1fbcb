import { hasModule } from '@mo/contracts';

/**
 * Which access module (spec part 1 section 6) opens which side-menu entry or card. The spec lists
 * the modules but not the mapping: this one table is our reading (web/README.md). The "My ..."
 * coverage/claims-history and "Get Help" modules read as the front-office (member) app's: the
 * member-office administrators of the seed hold Home, View Member Details, FAQ, Account and
 * Settings, Excess Claim, COB Submission and MO Claim Breakdown. `null` marks entries without a
 * member-office module: always shown.
 */
export const MODULE_ACCESS = {
  home: 'Home',
  policy: null,
  member: 'View Member Details',
  // The dashboard's claim donuts (they lead to claim details). The Claims menu entry itself shows
  // while one of its children does (visibleEntries, features/shell/side-menu-entries.ts).
  claim: 'MO Claim Breakdown',
  claim_detail: 'MO Claim Breakdown',
  excess_claim: 'Excess Claim',
  premium_billing: null,
  report: null,
  contact_us: null,
  faq: 'FAQ',
  my_account: 'Account and Settings',
} as const satisfies Record<string, string | null>;

export type AccessEntry = keyof typeof MODULE_ACCESS;

/** Whether the granted modules (userAccess, case-insensitive) open the entry. */
export function canAccess(granted: readonly string[], entry: AccessEntry): boolean {
  const module: string | null = MODULE_ACCESS[entry];
  return module === null || hasModule(granted, module);
}
