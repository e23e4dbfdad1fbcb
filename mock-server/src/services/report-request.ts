import {
  ALL_POLICIES_ID,
  REPORT_CODES_WITH_DATE_CRITERIA,
  reportDateWindow,
  reportMinStartDate,
  reportMonthsBack,
  type ReportChannel,
  type ReportCode,
  type ReportFormat,
  type ReportRequestType,
} from '@mo/contracts';
import type { SeedCompany, SeedPolicy, SeedPolicyPeriod } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import { REPORT_CARDS } from './report-cards';
import { mockToday } from './member-book';
import { requireCompany } from './scope';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/*
 * A report request (part 2 sections 4 and 5) checked and resolved: the company and policy scoped
 * as the billing listing scopes them, the fields the report's card takes, the format it supports,
 * and the date rules on the mock clock's Jakarta day (the minimum start, the end no later than
 * today, the start not after the end). Every refusal is GC400 with the field in `details`.
 */

export interface ReportRequestBody {
  companyId: string;
  policyId: string;
  periodId?: string | undefined;
  reportCode: ReportCode;
  reportFormat: ReportFormat;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  approvalDateFrom?: string | undefined;
  approvalDateTo?: string | undefined;
  submitVia?: ReportChannel | undefined;
  requestType?: ReportRequestType | undefined;
}

/** Which date the range is on: a claim's event or approval, an invoice's date. */
export type ReportDateField = 'eventDate' | 'approvedDate' | 'invoiceDate';

export interface ResolvedReport {
  code: ReportCode;
  format: ReportFormat;
  company: SeedCompany;
  /** The user asking (the file gateway keeps a background file for them alone). */
  userId: string;
  /** The policies reported on: one, or every policy of the company for All Policies ('0000'). */
  policies: readonly SeedPolicy[];
  allPolicies: boolean;
  /** The period asked for (one policy only); undefined: every period of the policy. */
  period: SeedPolicyPeriod | undefined;
  /** The date range (inclusive, YYYY-MM-DD) and what it is on; none for a card without dates. */
  range: { on: ReportDateField; from: string; to: string } | undefined;
  channel: ReportChannel;
  requestType: ReportRequestType;
  /** Today on the mock clock in Jakarta, and the instant the request was read. */
  today: string;
  nowMs: number;
}

const isRealDate = (date: string): boolean => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
};

const refuse = (message: string, detail: string) => fail.badRequest(message, [detail]);

/** The request's scope: GW1035 for a company or policy the user does not manage, GC404 else. */
const scopeOf = (
  world: MockStore,
  auth: AuthContext,
  body: ReportRequestBody,
): Pick<ResolvedReport, 'company' | 'policies' | 'allPolicies' | 'period'> => {
  requireCompany(auth, body.companyId);
  const company = world.companies.get(body.companyId);
  if (!company) throw fail.notFound('No such company');
  if (body.policyId === ALL_POLICIES_ID) {
    return {
      company,
      policies: world.policiesOf(company.id),
      allPolicies: true,
      period: undefined,
    };
  }
  const policy = world.policies.get(body.policyId);
  if (!policy) throw fail.notFound('No such policy');
  requireCompany(auth, policy.companyId);
  if (policy.companyId !== company.id) throw fail.notFound('No such policy in this company');
  let period: SeedPolicyPeriod | undefined;
  if (body.periodId !== undefined) {
    period = policy.periods.find((p) => p.id === body.periodId);
    if (!period) throw fail.notFound('No such policy period');
  }
  return { company, policies: [policy], allPolicies: false, period };
};

/** The fields the report's card does not take: GC400 naming the first. */
const checkFields = (body: ReportRequestBody): void => {
  const card = REPORT_CARDS[body.reportCode];
  const code = body.reportCode;
  const hidden = (field: keyof ReportRequestBody, why: string) => {
    if (body[field] !== undefined) {
      throw refuse(`${code} does not take ${field}`, `body.${field}: ${why}`);
    }
  };
  if (!card.supportedFormat.includes(body.reportFormat)) {
    throw refuse(
      `${code} comes as ${card.supportedFormat.join(' or ')} only`,
      `body.reportFormat: must be ${card.supportedFormat.join(' or ')} for ${code}`,
    );
  }
  if (!card.dateShow) {
    hidden('dateFrom', 'the report has no date range');
    hidden('dateTo', 'the report has no date range');
  }
  if (!REPORT_CODES_WITH_DATE_CRITERIA.includes(code)) {
    hidden('approvalDateFrom', 'the report has no date criteria');
    hidden('approvalDateTo', 'the report has no date criteria');
  }
  if (!card.channelShow) hidden('submitVia', 'the report has no channel choice');
  if (!card.requestShow) hidden('requestType', 'the report has no request type choice');
  if (!card.policyPeriodShow) hidden('periodId', 'the report has no policy period');
  const event = body.dateFrom !== undefined || body.dateTo !== undefined;
  const approval = body.approvalDateFrom !== undefined || body.approvalDateTo !== undefined;
  if (event && approval) {
    throw refuse(
      'Choose one date criterion: the event date or the approved date',
      'body.approvalDateFrom: not with dateFrom/dateTo',
    );
  }
};

/**
 * The date range: a bound not sent is the widest allowed (reportDateWindow: the minimum start or
 * the chosen period's first day, today or the period's last day); the start may not be before
 * the minimum (reportMonthsBack of the code and policy) nor the period's first day, the end not
 * after today nor (event and invoice dates) the period's last day, the start not after the end.
 * A range past the period is refused, not cut, so no report silently stops at a period's edge.
 */
const rangeOf = (
  body: ReportRequestBody,
  today: string,
  period: SeedPolicyPeriod | undefined,
): ResolvedReport['range'] => {
  if (!REPORT_CARDS[body.reportCode].dateShow) return undefined;
  const approval = body.approvalDateFrom !== undefined || body.approvalDateTo !== undefined;
  const [fromField, toField] = approval
    ? (['approvalDateFrom', 'approvalDateTo'] as const)
    : (['dateFrom', 'dateTo'] as const);
  const min = reportMinStartDate(today, reportMonthsBack(body.reportCode, body.policyId));
  const window = reportDateWindow(
    today,
    body.reportCode,
    body.policyId,
    period,
    approval ? 'approvedDate' : 'eventDate',
  );
  if (period && window.from > window.to) {
    throw refuse(
      `The policy period ${period.policyPeriodFrom} - ${period.policyPeriodTo} lies outside the report's dates (${min} to ${today})`,
      "body.periodId: the period has no day inside the report's dates",
    );
  }
  const from = body[fromField] ?? window.from;
  const to = body[toField] ?? window.to;
  for (const [field, value] of [
    [fromField, from],
    [toField, to],
  ] as const) {
    if (!isRealDate(value)) throw refuse('Not a date', `body.${field}: ${value} is not a date`);
  }
  if (from < min) {
    throw refuse(
      `The report cannot start before ${min}`,
      `body.${fromField}: must not be before ${min}`,
    );
  }
  if (to > today) {
    throw refuse(
      `The report cannot end after today (${today})`,
      `body.${toField}: must not be after ${today}`,
    );
  }
  if (period && from < window.from) {
    throw refuse(
      `The report cannot start before its policy period (${period.policyPeriodFrom})`,
      `body.${fromField}: must not be before the period start ${period.policyPeriodFrom}`,
    );
  }
  if (period && to > window.to) {
    throw refuse(
      `The report cannot end after its policy period (${period.policyPeriodTo})`,
      `body.${toField}: must not be after the period end ${period.policyPeriodTo}`,
    );
  }
  if (from > to) {
    throw refuse(
      'The start date is after the end date',
      `body.${fromField}: must not be after ${toField}`,
    );
  }
  const on: ReportDateField = approval
    ? 'approvedDate'
    : body.reportCode === 'PREMIUM_BILLING'
      ? 'invoiceDate'
      : 'eventDate';
  return { on, from, to };
};

/** Checks a report request and resolves what it asks for. */
export const resolveReport = (
  world: MockStore,
  host: MockHost,
  auth: AuthContext,
  body: ReportRequestBody,
): ResolvedReport => {
  const scope = scopeOf(world, auth, body);
  checkFields(body);
  const nowMs = world.clock.now();
  const today = mockToday(world);
  return {
    ...scope,
    code: body.reportCode,
    format: body.reportFormat,
    userId: auth.user.id,
    range: rangeOf(body, today, scope.period),
    channel: body.submitVia ?? 'ALL',
    requestType: body.requestType ?? 'ALL',
    today,
    nowMs,
  };
};
