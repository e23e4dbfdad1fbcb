import {
  ALL_POLICIES_ID,
  REPORT_CODES,
  REPORT_CODES_WITH_DATE_CRITERIA,
  REPORT_ENDPOINT_OF,
  REPORT_FORMATS,
  hasModule,
  type ReportChannel,
  type ReportDateCriterion,
  type ReportFormat,
  type ReportRequestType,
  type ReportType,
} from '@mo/contracts';
import type { ReportDownloadRequest } from '@/lib/report-download';
import type { DateRange } from './report-dates';

/*
 * The Reports drawer's rules (part 2 sections 2, 4, 5, 6 and 7), pure: which cards the user may
 * pick, which controls a card shows, the date range's bounds, and the download request Generate
 * starts. Readings: docs/spec-notes.md (Reports screens).
 */

/** The excess claim cards' module (part 2 section 6). */
export const EXCESS_MODULE = 'Excess Claim';
/** The claim breakdown card's modules (part 2 section 6: FO and MO variants). */
export const BREAKDOWN_MODULES = ['MO Claim Breakdown', 'FO Claim Breakdown'] as const;

/** The cards the user may pick: excess cards need Excess Claim, the breakdown Claim Breakdown. */
export function cardsFor(types: readonly ReportType[], modules: readonly string[]): ReportType[] {
  return types.filter((type) => {
    if (type.family === 'EXCESS') return hasModule(modules, EXCESS_MODULE);
    if (type.value === REPORT_CODES.claimBreakdown) {
      return BREAKDOWN_MODULES.some((module) => hasModule(modules, module));
    }
    return true;
  });
}

export const isAllPolicies = (policyId: string) => policyId === ALL_POLICIES_ID;

/** What the drawer shows for a card (nothing of the card's own before one is picked). */
export interface ReportControls {
  dateRange: boolean;
  /**
   * The period dropdown is shown, and selectable once a policy is chosen (part 2 section 4): off
   * for All Policies only. The spec's "static" period (excess claim, its breakdown, premium
   * billing, claim transaction and its breakdown) reads as a fixed list, the policy's own periods,
   * not reloaded per report type (docs/spec-notes.md, Report period and dates).
   */
  period: boolean;
  periodDisabled: boolean;
  dateCriteria: boolean;
  channel: boolean;
  requestType: boolean;
  note: boolean;
}

export function controlsOf(card: ReportType | null, policyId: string): ReportControls {
  const all = isAllPolicies(policyId);
  return {
    dateRange: card?.dateShow ?? false,
    period: card?.policyPeriodShow ?? true,
    periodDisabled: all,
    dateCriteria: card
      ? card.dateShow && REPORT_CODES_WITH_DATE_CRITERIA.includes(card.value)
      : false,
    channel: card?.channelShow ?? false,
    requestType: card?.requestShow ?? false,
    note: card?.textNoteShow ?? false,
  };
}

/** The formats offered, in the portal's order (PDF, EXCEL), limited to the card's. */
export const formatsOf = (card: ReportType | null): ReportFormat[] =>
  card ? REPORT_FORMATS.filter((format) => card.supportedFormat.includes(format)) : [];

/** The format kept when the card changes: the chosen one if the card has it, else its first. */
export const chooseFormat = (card: ReportType | null, current: ReportFormat | null) => {
  const formats = formatsOf(card);
  return current && formats.includes(current) ? current : (formats[0] ?? null);
};

/** The policy's current period (the newest), chosen until the user picks another. */
export const newestPeriod = <P extends { id: string; policyPeriodFrom: string }>(
  periods: readonly P[],
): P | undefined =>
  periods.reduce<P | undefined>(
    (newest, period) =>
      !newest || period.policyPeriodFrom > newest.policyPeriodFrom ? period : newest,
    undefined,
  );

/** Everything the drawer sends (the card's hidden controls are left out). */
export interface ReportForm {
  companyId: string;
  policyId: string;
  /** The period shown (the chosen one, else the newest); null for All Policies. */
  periodId: string | null;
  format: ReportFormat;
  range: DateRange;
  criterion: ReportDateCriterion;
  channel: ReportChannel;
  requestType: ReportRequestType;
}

const CALLS_OF = {
  users: { countCall: 'memberReportCount', reportCall: 'memberReport' },
  policies: { countCall: 'policyReportCount', reportCall: 'policyReport' },
  group: { countCall: 'groupReportCount', reportCall: 'groupReport' },
} as const satisfies Record<string, Pick<ReportDownloadRequest, 'countCall' | 'reportCall'>>;

/**
 * What Generate starts (part 2 sections 4 and 7): the family's endpoint pair; PROFILE fetches
 * the data directly, every other report asks for its file list first. The event date range goes
 * as dateFrom/dateTo, the approved date range as approvalDateFrom/approvalDateTo.
 */
export function downloadRequestOf(card: ReportType, form: ReportForm): ReportDownloadRequest {
  const controls = controlsOf(card, form.policyId);
  const parameters: Record<string, string> = {
    companyId: form.companyId,
    policyId: form.policyId,
  };
  if (controls.period && !isAllPolicies(form.policyId) && form.periodId) {
    parameters.periodId = form.periodId;
  }
  if (controls.dateRange) {
    const approved = controls.dateCriteria && form.criterion === 'approvedDate';
    parameters[approved ? 'approvalDateFrom' : 'dateFrom'] = form.range.from;
    parameters[approved ? 'approvalDateTo' : 'dateTo'] = form.range.to;
  }
  if (controls.channel) parameters.submitVia = form.channel;
  if (controls.requestType) parameters.requestType = form.requestType;
  return {
    ...CALLS_OF[REPORT_ENDPOINT_OF[card.family]],
    ...(card.value === REPORT_CODES.profile ? { direct: true } : {}),
    reportCode: card.value,
    reportFormat: form.format,
    parameters,
  };
}
