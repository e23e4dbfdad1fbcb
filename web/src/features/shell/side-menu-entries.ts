import type { AccessEntry } from '../../lib/module-access';
import { PATHS } from '../../lib/paths';

/** One side-menu entry (spec part 1 section 2): id, label key, icon, path, optional children. */
export interface SideMenuEntry {
  id: AccessEntry;
  labelKey: string;
  icon: string;
  /** Where it navigates; FAQ has none (it opens the FAQ_URL default variable). */
  path?: string;
  /** URL prefix that marks the entry active. */
  match?: string;
  children?: SideMenuEntry[];
}

export const SIDE_MENU: readonly SideMenuEntry[] = [
  {
    id: 'home',
    labelKey: 'shell:menu.home',
    icon: 'pi-home',
    path: PATHS.home,
    match: '/mo/eb-app-base',
  },
  {
    id: 'policy',
    labelKey: 'shell:menu.policy',
    icon: 'pi-shield',
    path: PATHS.policyBenefit,
    match: '/mo/eb-app-policy-benefit',
  },
  {
    id: 'member',
    labelKey: 'shell:menu.member',
    icon: 'pi-users',
    path: PATHS.members,
    match: '/mo/eb-app-member',
  },
  {
    id: 'claim',
    labelKey: 'shell:menu.claim',
    icon: 'pi-file-edit',
    children: [
      {
        id: 'claim_detail',
        labelKey: 'shell:menu.claimDetail',
        icon: 'pi-list',
        path: PATHS.claimDetail,
        match: PATHS.claimDetail,
      },
      {
        id: 'excess_claim',
        labelKey: 'shell:menu.excessClaim',
        icon: 'pi-wallet',
        path: PATHS.excessClaim,
        match: PATHS.excessClaim,
      },
    ],
  },
  {
    id: 'premium_billing',
    labelKey: 'shell:menu.premiumBilling',
    icon: 'pi-money-bill',
    path: PATHS.premiumBilling,
    match: '/mo/eb-app-premiumbilling',
  },
  {
    id: 'report',
    labelKey: 'shell:menu.report',
    icon: 'pi-chart-bar',
    path: PATHS.reports,
    match: '/mo/eb-app-reports',
  },
  {
    id: 'contact_us',
    labelKey: 'shell:menu.contactUs',
    icon: 'pi-phone',
    path: PATHS.contactUs,
    match: '/mo/eb-app-contactus',
  },
  { id: 'faq', labelKey: 'shell:menu.faq', icon: 'pi-question-circle' },
];

/** The entry (or child) the URL belongs to. */
export const isActive = (entry: SideMenuEntry, pathname: string): boolean =>
  (entry.match !== undefined && pathname.toLowerCase().startsWith(entry.match.toLowerCase())) ||
  (entry.children ?? []).some((child) => isActive(child, pathname));
