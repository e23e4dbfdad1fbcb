import type { ApiArea } from './areas';
import type { CALLS } from './calls';
import type { AnyCall, CallAuth, HttpMethod } from './calls/define';
import type { SuccessRule } from './success-rule';

/*
 * The calls as the browser needs them: where each goes and how it succeeds, without its TypeBox
 * schemas (which stay with the mock, Pact and tests). The portal's API client takes a route and
 * types its query, body and data from the call the route belongs to (a type-only link, erased at
 * build time). call-routes.test.ts keeps this table in step with CALLS.
 */

/** A type-only key: the call a route belongs to (no value carries it). */
declare const callOfRoute: unique symbol;

export interface CallRoute<C extends AnyCall = AnyCall> {
  readonly id: C['id'];
  readonly area: ApiArea;
  readonly method: HttpMethod;
  /** Path inside the area, Fastify style (`/users/:userId`). */
  readonly path: string;
  readonly auth: CallAuth;
  readonly success: SuccessRule;
  readonly bodyEncoding?: 'json' | 'form' | 'multipart';
  /** Whether the call's data schema requires a field: a success without `data` is then a fault. */
  readonly dataRequired: boolean;
  /** Types only: never set. */
  readonly [callOfRoute]?: C;
}

export type AnyCallRoute = CallRoute<AnyCall>;
/** The call a route belongs to (for QueryOf, BodyOf, DataOf). */
export type CallOfRoute<R> = R extends CallRoute<infer C> ? C : never;

type Calls = typeof CALLS;
type CallRoutes = { readonly [K in keyof Calls]: CallRoute<Calls[K]> };

/** Every call of CALLS, by the same id, without schemas. */
export const CALL_ROUTES: CallRoutes = {
  getSysParam: {
    id: 'getSysParam',
    area: 'customerServices',
    method: 'GET',
    path: '/app/sysparam',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
  remoteConfig: {
    id: 'remoteConfig',
    area: 'customerServices',
    method: 'GET',
    path: '/public/remote-config',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
  authenticate: {
    id: 'authenticate',
    area: 'userManagement',
    method: 'POST',
    path: '/auth/authenticate',
    auth: 'public',
    success: 'status-success',
    dataRequired: false,
  },
  requestOtp: {
    id: 'requestOtp',
    area: 'userManagement',
    method: 'POST',
    path: '/otp',
    auth: 'by-mode',
    success: 'status-success',
    dataRequired: true,
  },
  validateOtp: {
    id: 'validateOtp',
    area: 'userManagement',
    method: 'POST',
    path: '/otp/validate',
    auth: 'by-mode',
    success: 'status-success',
    dataRequired: true,
  },
  createSession: {
    id: 'createSession',
    area: 'userManagement',
    method: 'POST',
    path: '/auth/session',
    auth: 'full',
    success: 'status-true-message-success',
    dataRequired: true,
  },
  deleteSession: {
    id: 'deleteSession',
    area: 'userManagement',
    method: 'DELETE',
    path: '/auth/session',
    auth: 'full',
    success: 'status-true-message-success',
    dataRequired: false,
  },
  validateAccess: {
    id: 'validateAccess',
    area: 'userManagement',
    method: 'GET',
    path: '/auth/validate-access',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  accessibleModules: {
    id: 'accessibleModules',
    area: 'userManagement',
    method: 'GET',
    path: '/auth/accessible-modules',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  userProfile: {
    id: 'userProfile',
    area: 'userManagement',
    method: 'GET',
    path: '/users/details',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  updatePassword: {
    id: 'updatePassword',
    area: 'userManagement',
    method: 'PUT',
    path: '/users/password',
    auth: 'first-time-or-two-factor',
    success: 'update-status-and-status-success',
    dataRequired: true,
  },
  passwordKey: {
    id: 'passwordKey',
    area: 'userManagement',
    method: 'GET',
    path: '/auth/password-key',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
  refreshToken: {
    id: 'refreshToken',
    area: 'identity',
    method: 'POST',
    path: '/oauth2/token',
    auth: 'client',
    success: 'status-success',
    bodyEncoding: 'form',
    dataRequired: true,
  },
  revokeToken: {
    id: 'revokeToken',
    area: 'identity',
    method: 'POST',
    path: '/oauth2/revoke',
    auth: 'client',
    success: 'status-success',
    bodyEncoding: 'form',
    dataRequired: false,
  },
  policyList: {
    id: 'policyList',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/list',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  policyDetails: {
    id: 'policyDetails',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/:policyId',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  policyPlans: {
    id: 'policyPlans',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/:policyId/plans',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  policyBenefits: {
    id: 'policyBenefits',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/:policyId/benefits',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  benefitSchedule: {
    id: 'benefitSchedule',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/benefits/:benefitId',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  benefitMapping: {
    id: 'benefitMapping',
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/benefit-mapping',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  policyReportCount: {
    id: 'policyReportCount',
    area: 'policyAdmin',
    method: 'POST',
    path: '/policies/report-count',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  policyReport: {
    id: 'policyReport',
    area: 'policyAdmin',
    method: 'POST',
    path: '/policies/report',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  dashboardAmounts: {
    id: 'dashboardAmounts',
    area: 'claims',
    method: 'GET',
    path: '/group/dashboard/amounts',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  dashboardBarCharts: {
    id: 'dashboardBarCharts',
    area: 'claims',
    method: 'GET',
    path: '/group/dashboard/bar-chart',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  dashboardClaimCounts: {
    id: 'dashboardClaimCounts',
    area: 'claims',
    method: 'GET',
    path: '/group/dashboard/claim-category-count',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  lastLogin: {
    id: 'lastLogin',
    area: 'userManagement',
    method: 'GET',
    path: '/users/last-login',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  updateUser: {
    id: 'updateUser',
    area: 'userManagement',
    method: 'PUT',
    path: '/users/:userId',
    auth: 'session',
    success: 'update-status-and-status-success',
    dataRequired: true,
  },
  memberList: {
    id: 'memberList',
    area: 'userManagement',
    method: 'POST',
    path: '/users/members',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberDetails: {
    id: 'memberDetails',
    area: 'userManagement',
    method: 'GET',
    path: '/users/members/:memberId',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberPolicies: {
    id: 'memberPolicies',
    area: 'userManagement',
    method: 'GET',
    path: '/users/members/:memberId/policies',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberPlanDetails: {
    id: 'memberPlanDetails',
    area: 'userManagement',
    method: 'GET',
    path: '/users/members/:memberId/policies/:policyId',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberAlteration: {
    id: 'memberAlteration',
    area: 'policyAdmin',
    method: 'POST',
    path: '/member-alteration',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  changePlan: {
    id: 'changePlan',
    area: 'policyAdmin',
    method: 'POST',
    path: '/member-alteration/change-plan',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  bulkTemplate: {
    id: 'bulkTemplate',
    area: 'policyAdmin',
    method: 'GET',
    path: '/member-alteration/bulk-update-template',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  bulkUpdate: {
    id: 'bulkUpdate',
    area: 'policyAdmin',
    method: 'POST',
    path: '/member-alteration/bulk-update',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  fileUpload: {
    id: 'fileUpload',
    area: 'fileGateway',
    method: 'POST',
    path: '/files',
    auth: 'session',
    success: 'status-success',
    bodyEncoding: 'multipart',
    dataRequired: true,
  },
  bankList: {
    id: 'bankList',
    area: 'customerServices',
    method: 'GET',
    path: '/app/sysparam/banks',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  terminateReasons: {
    id: 'terminateReasons',
    area: 'customerServices',
    method: 'GET',
    path: '/app/sysparam/terminate-reasons',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
};
