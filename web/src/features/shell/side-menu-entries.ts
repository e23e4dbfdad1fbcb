import {
  chartBarIcon,
  fileEditIcon,
  homeIcon,
  listIcon,
  moneyBillIcon,
  questionCircleIcon,
  shieldIcon,
  usersIcon,
  walletIcon,
} from '@/components/plain/frame-icons';
import { phoneIcon, type PrimeIconShape } from '@/components/plain/prime-icons';
import { canAccess, type AccessEntry } from '@/lib/module-access';
import { PATHS } from '@/lib/paths';

/** One side-menu entry (spec part 1 section 2): id, label key, icon, path, optional children. */
export interface SideMenuEntry {
  id: AccessEntry;
  labelKey: string;
  /** Drawn as inline SVG (components/plain/prime-icons): the frame fetches no icon font. */
  icon: PrimeIconShape;
  /** Where it navigates; FAQ has none (it opens the FAQ_URL default variable). */
  path?: string;
  /** URL prefix that marks the entry active. */
  match?: string;
  /** Also active here: a shared page whose address names the entry it was reached from. */
  alsoActive?: (pathname: string, params: URLSearchParams) => boolean;
  children?: SideMenuEntry[];
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname.toLowerCase().startsWith(prefix.toLowerCase());
}

export const SIDE_MENU: readonly SideMenuEntry[] = [
  {
    id: 'home',
    labelKey: 'shell:menu.home',
    icon: homeIcon,
    path: PATHS.home,
    match: '/mo/eb-app-base',
  },
  {
    id: 'policy',
    labelKey: 'shell:menu.policy',
    icon: shieldIcon,
    path: PATHS.policyBenefit,
    match: '/mo/eb-app-policy-benefit',
  },
  {
    id: 'member',
    labelKey: 'shell:menu.member',
    icon: usersIcon,
    path: PATHS.members,
    match: '/mo/eb-app-member',
  },
  {
    id: 'claim',
    labelKey: 'shell:menu.claim',
    icon: fileEditIcon,
    children: [
      {
        id: 'claim_detail',
        labelKey: 'shell:menu.claimDetail',
        icon: listIcon,
        path: PATHS.claimDetail,
        match: PATHS.claimDetail,
        // the COB request from a claim of the listing
        alsoActive: (pathname, params) =>
          isUnder(pathname, PATHS.claimCob) && params.get('from') !== 'excess',
      },
      {
        id: 'excess_claim',
        labelKey: 'shell:menu.excessClaim',
        icon: walletIcon,
        path: PATHS.excessClaim,
        match: PATHS.excessClaim,
        // the COB request from a claim of the excess list
        alsoActive: (pathname, params) =>
          isUnder(pathname, PATHS.claimCob) && params.get('from') === 'excess',
      },
    ],
  },
  {
    id: 'premium_billing',
    labelKey: 'shell:menu.premiumBilling',
    icon: moneyBillIcon,
    path: PATHS.premiumBilling,
    match: '/mo/eb-app-premiumbilling',
  },
  {
    id: 'report',
    labelKey: 'shell:menu.report',
    icon: chartBarIcon,
    path: PATHS.reports,
    match: '/mo/eb-app-reports',
  },
  {
    id: 'contact_us',
    labelKey: 'shell:menu.contactUs',
    icon: phoneIcon,
    path: PATHS.contactUs,
    match: '/mo/eb-app-contactus',
  },
  { id: 'faq', labelKey: 'shell:menu.faq', icon: questionCircleIcon },
];

/**
 * Entries the user's modules open. A parent stays while any of its children does, whatever its
 * own module: Excess Claim without MO Claim Breakdown keeps Claims with Excess Claims under it
 * (the page opens and the dashboard card leads there); a parent with no child left goes.
 */
export function visibleEntries(modules: readonly string[]): SideMenuEntry[] {
  return SIDE_MENU.flatMap((entry) => {
    if (!entry.children) return canAccess(modules, entry.id) ? [entry] : [];
    const children = entry.children.filter((child) => canAccess(modules, child.id));
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The entry (or child) the URL belongs to; `search` is the address's query (`?from=excess`). */
export const isActive = (entry: SideMenuEntry, pathname: string, search = ''): boolean =>
  (entry.match !== undefined && isUnder(pathname, entry.match)) ||
  (entry.alsoActive?.(pathname, new URLSearchParams(search)) ?? false) ||
  (entry.children ?? []).some((child) => isActive(child, pathname, search));
