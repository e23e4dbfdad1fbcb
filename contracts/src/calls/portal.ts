import Type from 'typebox';
import { LIMITS } from '../constants';
import {
  AmountCard,
  BenefitButton,
  BenefitMapping,
  ChartEntry,
  PolicyDetail,
  ReportContent,
  ReportFile,
} from '../domain-portal';
import { BenefitRow, PlanRef } from '../domain';
import { ReportRequestFields } from '../domain-reports';
import { literalUnion } from '../literal-union';
import { REPORT_CODES } from '../report-codes';
import { defineCall } from './define';

/*
 * The signed-in portal of part 1: policy and benefits, dashboard, my account. Paths the spec
 * gives are kept; where it gives none (dashboard) they are ours (docs/spec-notes.md). Every call
 * is scoped to one company the user belongs to (GW1035 otherwise).
 */
const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const policyDetails = defineCall({
  id: 'policyDetails',
  summary: 'One policy of the company, for one of its periods (the first when none is given).',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/:policyId',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: PolicyDetail,
  success: 'status-success',
});

export const policyPlans = defineCall({
  id: 'policyPlans',
  summary: 'Plans of a policy.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/:policyId/plans',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: Type.Object({ plans: Type.Array(PlanRef) }),
  success: 'status-success',
});

export const policyBenefits = defineCall({
  id: 'policyBenefits',
  summary: 'The benefit buttons of a policy (one per product type).',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/:policyId/benefits',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: Type.Object({ benefits: Type.Array(BenefitButton) }),
  success: 'status-success',
});

export const benefitSchedule = defineCall({
  id: 'benefitSchedule',
  summary: 'The schedule of one benefit (product type): HI and NM rows for every plan.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/benefits/:benefitId',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, policyId: Id, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: Type.Object({ productType: Type.String(), rows: Type.Array(BenefitRow) }),
  success: 'status-success',
});

export const benefitMapping = defineCall({
  id: 'benefitMapping',
  summary: 'Benefit order: the product-type sequence and the code order.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/benefit-mapping',
  auth: 'session',
  data: Type.Object({ mappings: Type.Array(BenefitMapping) }),
  success: 'status-success',
});

/*
 * policies/report(-count): the policy export (POLICY_BENEFIT, EXCEL, policy and period only) and
 * the billing family of the Reports area (PREMIUM_BILLING with the report request's fields). A
 * field another code does not take, or a format the code does not support, is GC400.
 */
const ReportRequest = {
  ...ReportRequestFields,
  companyId: CompanyId,
  policyId: Id,
  periodId: Type.Optional(Id),
  reportCode: literalUnion(['POLICY_BENEFIT', REPORT_CODES.premiumBilling] as const),
};

export const policyReportCount = defineCall({
  id: 'policyReportCount',
  summary: 'The files of a policy-benefit export or a billing report (none, one or several).',
  area: 'policyAdmin',
  method: 'POST',
  path: '/policies/report-count',
  auth: 'session',
  body: Type.Object(ReportRequest, { additionalProperties: false }),
  data: Type.Object({ reportFiles: Type.Array(ReportFile) }),
  success: 'status-success',
});

export const policyReport = defineCall({
  id: 'policyReport',
  summary: 'One file of a policy-benefit export or a billing report (base64), or its reference.',
  area: 'policyAdmin',
  method: 'POST',
  path: '/policies/report',
  auth: 'session',
  body: Type.Object(
    { ...ReportRequest, fileNumber: Type.Integer({ minimum: 1, maximum: 9_999 }) },
    { additionalProperties: false },
  ),
  data: ReportContent,
  success: 'status-success',
});

const DashboardQuery = Type.Object(
  { companyId: CompanyId, policyId: Id },
  { additionalProperties: false },
);

export const dashboardAmounts = defineCall({
  id: 'dashboardAmounts',
  summary: 'The two amount cards of a policy: premium billing and excess claim.',
  area: 'claims',
  method: 'GET',
  path: '/group/dashboard/amounts',
  auth: 'session',
  querystring: DashboardQuery,
  data: Type.Object({ premiumBilling: AmountCard, excessClaim: AmountCard }),
  success: 'status-success',
});

export const dashboardBarCharts = defineCall({
  id: 'dashboardBarCharts',
  summary: 'Members by plan and by member type (the two horizontal bar charts).',
  area: 'claims',
  method: 'GET',
  path: '/group/dashboard/bar-chart',
  auth: 'session',
  querystring: DashboardQuery,
  data: Type.Object({ byPlan: Type.Array(ChartEntry), byMemberType: Type.Array(ChartEntry) }),
  success: 'status-success',
});

export const dashboardClaimCounts = defineCall({
  id: 'dashboardClaimCounts',
  summary: 'Claims by status and claim paid grouped by member type or plan (the two donuts).',
  area: 'claims',
  method: 'GET',
  path: '/group/dashboard/claim-category-count',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, policyId: Id, groupBy: literalUnion(['memberType', 'plan'] as const) },
    { additionalProperties: false },
  ),
  data: Type.Object({ claimStatus: Type.Array(ChartEntry), claimPaid: Type.Array(ChartEntry) }),
  success: 'status-success',
});

export const lastLogin = defineCall({
  id: 'lastLogin',
  summary: 'The previous sign-in time of the user (before the current session).',
  area: 'userManagement',
  method: 'GET',
  path: '/users/last-login',
  auth: 'session',
  data: Type.Object({
    previousLoginTime: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  }),
  success: 'status-success',
});

export const updateUser = defineCall({
  id: 'updateUser',
  summary: 'Saves the user details (used for the language change).',
  area: 'userManagement',
  method: 'PUT',
  path: '/users/:userId',
  auth: 'session',
  body: Type.Object(
    { id: Id, preferredLanguage: literalUnion(['id', 'en'] as const) },
    { additionalProperties: false },
  ),
  data: Type.Object({ updateStatus: Type.Literal(true) }),
  success: 'update-status-and-status-success',
});

/** Page sizes the policy list accepts (part 1 section 9). */
export const POLICY_PAGE_SIZES = LIMITS.policyListPageSizes;
