import Type from 'typebox';
import { LIMITS } from '../constants';
import {
  AmountCard,
  BenefitButton,
  BenefitMapping,
  ChartEntry,
  PolicyDetail,
  ReportContent,
} from '../domain-portal';
import { BenefitRow, PlanRef } from '../domain';
import { ReportRequestFields } from '../domain-reports';
import { literalUnion } from '../literal-union';
import { REPORT_CODES } from '../report-codes';
import { PORTAL_ROUTES } from '../routes/portal';
import { defineCall, queryCalls } from './define';
import {
  closed,
  CompanyId,
  companyQuery,
  Id,
  Language,
  listOf,
  PeriodQuery,
  ReportFiles,
  fileRequest,
} from './fields';

/*
 * The signed-in portal of part 1: policy and benefits, dashboard, my account. Paths the spec
 * gives are kept; where it gives none (dashboard) they are ours (docs/spec-notes.md). Every call
 * is scoped to one company the user belongs to (GW1035 otherwise).
 */

/** The policy and its plans and benefit buttons, for one period of the policy the path names. */
export const { policyDetails, policyPlans, policyBenefits } = queryCalls(
  PORTAL_ROUTES,
  PeriodQuery,
  {
    policyDetails: {
      summary: 'One policy of the company, for one of its periods (the first when none is given).',
      data: PolicyDetail,
    },
    policyPlans: { summary: 'Plans of a policy.', data: listOf('plans', PlanRef) },
    policyBenefits: {
      summary: 'The benefit buttons of a policy (one per product type).',
      data: listOf('benefits', BenefitButton),
    },
  },
);

export const benefitSchedule = defineCall(PORTAL_ROUTES.benefitSchedule, {
  summary: 'The schedule of one benefit (product type): HI and NM rows for every plan.',
  querystring: companyQuery({ policyId: Id, periodId: Type.Optional(Id) }),
  data: Type.Object({ productType: Type.String(), rows: Type.Array(BenefitRow) }),
});

export const benefitMapping = defineCall(PORTAL_ROUTES.benefitMapping, {
  summary: 'Benefit order: the product-type sequence and the code order.',
  data: listOf('mappings', BenefitMapping),
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

export const policyReportCount = defineCall(PORTAL_ROUTES.policyReportCount, {
  summary: 'The files of a policy-benefit export or a billing report (none, one or several).',
  body: closed(ReportRequest),
  data: ReportFiles,
});

export const policyReport = defineCall(PORTAL_ROUTES.policyReport, {
  summary: 'One file of a policy-benefit export or a billing report (base64), or its reference.',
  body: fileRequest(ReportRequest),
  data: ReportContent,
});

const DashboardQuery = companyQuery({ policyId: Id });

export const dashboardAmounts = defineCall(PORTAL_ROUTES.dashboardAmounts, {
  summary: 'The two amount cards of a policy: premium billing and excess claim.',
  querystring: DashboardQuery,
  data: Type.Object({ premiumBilling: AmountCard, excessClaim: AmountCard }),
});

export const dashboardBarCharts = defineCall(PORTAL_ROUTES.dashboardBarCharts, {
  summary: 'Members by plan and by member type (the two horizontal bar charts).',
  querystring: DashboardQuery,
  data: Type.Object({ byPlan: Type.Array(ChartEntry), byMemberType: Type.Array(ChartEntry) }),
});

export const dashboardClaimCounts = defineCall(PORTAL_ROUTES.dashboardClaimCounts, {
  summary: 'Claims by status and claim paid grouped by member type or plan (the two donuts).',
  querystring: companyQuery({
    policyId: Id,
    groupBy: literalUnion(['memberType', 'plan'] as const),
  }),
  data: Type.Object({ claimStatus: Type.Array(ChartEntry), claimPaid: Type.Array(ChartEntry) }),
});

export const lastLogin = defineCall(PORTAL_ROUTES.lastLogin, {
  summary: 'The previous sign-in time of the user (before the current session).',
  data: Type.Object({
    previousLoginTime: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  }),
});

export const updateUser = defineCall(PORTAL_ROUTES.updateUser, {
  summary: 'Saves the user details (used for the language change).',
  body: closed({ id: Id, preferredLanguage: Language }),
  data: Type.Object({ updateStatus: Type.Literal(true) }),
});

/** Page sizes the policy list accepts (part 1 section 9). */
export const POLICY_PAGE_SIZES = LIMITS.policyListPageSizes;
