import { CORE_NAMESPACES, coreResources, type CoreNamespace } from './core';
import type { Namespace } from './index';

/**
 * The namespaces an area loads with its chunk (app/routes.tsx AREA_TEXTS); the core ones are
 * bundled (locales/core.ts) and policies registers its own (features/policies/i18n.ts).
 */
export type AreaNamespace = Exclude<Namespace, CoreNamespace | 'policies'>;

type Texts = () => Promise<{ default: object }>;

/** One chunk per language and namespace (explicit imports: the build makes each its own file). */
const AREA_TEXTS: Readonly<Record<'id' | 'en', Readonly<Record<AreaNamespace, Texts>>>> = {
  id: {
    auth: () => import('./id/auth.json'),
    shell: () => import('./id/shell.json'),
    dashboard: () => import('./id/dashboard.json'),
    account: () => import('./id/account.json'),
    contact: () => import('./id/contact.json'),
    members: () => import('./id/members.json'),
    membersAdd: () => import('./id/members-add.json'),
    membersAlter: () => import('./id/members-alter.json'),
    membersBulk: () => import('./id/members-bulk.json'),
    claims: () => import('./id/claims.json'),
    billing: () => import('./id/billing.json'),
    reports: () => import('./id/reports.json'),
  },
  en: {
    auth: () => import('./en/auth.json'),
    shell: () => import('./en/shell.json'),
    dashboard: () => import('./en/dashboard.json'),
    account: () => import('./en/account.json'),
    contact: () => import('./en/contact.json'),
    members: () => import('./en/members.json'),
    membersAdd: () => import('./en/members-add.json'),
    membersAlter: () => import('./en/members-alter.json'),
    membersBulk: () => import('./en/members-bulk.json'),
    claims: () => import('./en/claims.json'),
    billing: () => import('./en/billing.json'),
    reports: () => import('./en/reports.json'),
  },
};

/**
 * One namespace of one language: what the portal's i18next backend reads when an area needs its
 * texts (lib/i18n.ts). Anything else (an unknown language or namespace) is refused.
 */
export async function loadNamespace(language: string, namespace: string): Promise<object> {
  if (language !== 'id' && language !== 'en') throw new Error(`No texts for ${language}`);
  if ((CORE_NAMESPACES as readonly string[]).includes(namespace)) {
    return coreResources[language][namespace as CoreNamespace];
  }
  const load = Object.hasOwn(AREA_TEXTS[language], namespace)
    ? AREA_TEXTS[language][namespace as AreaNamespace]
    : undefined;
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}
