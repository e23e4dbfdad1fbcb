import idAccount from './id/account.json';
import idAuth from './id/auth.json';
import idCommon from './id/common.json';
import idContact from './id/contact.json';
import idDashboard from './id/dashboard.json';
import idPolicies from './id/policies.json';
import idErrors from './id/errors.json';
import idMaintenance from './id/maintenance.json';
import idShell from './id/shell.json';
import idMembers from './id/members.json';
import idMembersAdd from './id/members-add.json';
import idMembersAlter from './id/members-alter.json';
import idMembersBulk from './id/members-bulk.json';
import idClaims from './id/claims.json';
import idBilling from './id/billing.json';
import idReports from './id/reports.json';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enDashboard from './en/dashboard.json';
import enPolicies from './en/policies.json';
import enErrors from './en/errors.json';
import enMaintenance from './en/maintenance.json';
import enShell from './en/shell.json';
import enMembers from './en/members.json';
import enMembersAdd from './en/members-add.json';
import enMembersAlter from './en/members-alter.json';
import enMembersBulk from './en/members-bulk.json';
import enClaims from './en/claims.json';
import enBilling from './en/billing.json';
import enReports from './en/reports.json';

/** Every namespace, bundled: the portal's texts are small and needed before the first paint. */
export const resources = {
  id: {
    common: idCommon,
    auth: idAuth,
    shell: idShell,
    dashboard: idDashboard,
    policies: idPolicies,
    errors: idErrors,
    maintenance: idMaintenance,
    account: idAccount,
    contact: idContact,
    members: idMembers,
    membersAdd: idMembersAdd,
    membersAlter: idMembersAlter,
    membersBulk: idMembersBulk,
    claims: idClaims,
    billing: idBilling,
    reports: idReports,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    dashboard: enDashboard,
    policies: enPolicies,
    errors: enErrors,
    maintenance: enMaintenance,
    account: enAccount,
    contact: enContact,
    members: enMembers,
    membersAdd: enMembersAdd,
    membersAlter: enMembersAlter,
    membersBulk: enMembersBulk,
    claims: enClaims,
    billing: enBilling,
    reports: enReports,
  },
} as const;

export type Namespace = keyof (typeof resources)['id'];
export const NAMESPACES = Object.keys(resources.id) as Namespace[];
