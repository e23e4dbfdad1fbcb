import {
  ALL_POLICIES_ID,
  BILLING_REPORT_CODES,
  BILLING_REPORT_FORMATS,
  type BillingReportCode,
  type Policy,
} from '@mo/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { ReportDownloadRequest } from '../../../lib/report-download';
import type { Language } from '../../../lib/storage';

/*
 * The Premium billing screen's rules (part 2 sections 2 to 4), pure: the policy and period
 * choice, how amounts, statuses and invoice months read, and what a row's download asks for.
 */

export type PolicyPeriodChoice = Policy['policyPeriodVMList'][number];

/** The policy dropdown's choice: a policy of the company or '0000' (all), with its period. */
export interface PolicySelection {
  policyId: string;
  /** null: the policy's first (newest); never sent for all policies. */
  periodId: string | null;
}

export const ALL_POLICIES: PolicySelection = { policyId: ALL_POLICIES_ID, periodId: null };

export const isAllPolicies = (policyId: string) => policyId === ALL_POLICIES_ID;

/** The period dropdown is disabled for all policies ('0000', part 2 section 2). */
export const isPeriodDisabled = (selection: PolicySelection) => isAllPolicies(selection.policyId);

/** The period dropdown's entries: the chosen policy's periods, none for all policies. */
export const periodsOf = (
  policies: readonly Policy[],
  policyId: string,
): readonly PolicyPeriodChoice[] =>
  isAllPolicies(policyId)
    ? []
    : (policies.find((p) => p.id === policyId)?.policyPeriodVMList ?? []);

/** The period shown: the chosen one while it belongs to the policy, else the policy's first. */
export const shownPeriod = (
  periods: readonly PolicyPeriodChoice[],
  periodId: string | null,
): PolicyPeriodChoice | undefined => periods.find((p) => p.id === periodId) ?? periods[0];

/** A policy change: that policy with its first period; an unknown id reads as all policies. */
export const choosePolicy = (policies: readonly Policy[], policyId: string): PolicySelection => {
  if (isAllPolicies(policyId) || !policies.some((p) => p.id === policyId)) return ALL_POLICIES;
  return { policyId, periodId: periodsOf(policies, policyId)[0]?.id ?? null };
};

/**
 * The initial choice (part 2 section 4): the first policy with its first period, once the
 * policies are known; a company without policies reads all policies.
 */
export const firstSelection = (policies: readonly Policy[]): PolicySelection =>
  policies[0] ? choosePolicy(policies, policies[0].id) : ALL_POLICIES;

/**
 * Rupiah in the page's language: Rp1.250.000,00 in Indonesian, Rp1,250,000.00 in English (as
 * the claims screens; docs/spec-notes.md, Premium billing screens).
 */
export const formatRupiah = (amount: number | null | undefined, language: Language): string => {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'Rp- -';
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}Rp${number}`;
};

/** An invoice month (YYYY-MM) in the page's language: "November 2026", "Agustus 2026". */
export const monthYearText = (monthYear: string, language: Language): string => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(monthYear);
  if (!match) return monthYear;
  return dayjs(`${monthYear}-01`).locale(language).format('MMMM YYYY');
};

/** The two downloads of a row (part 2 section 4). */
export type BillingDownload = 'invoice' | 'detail';

/**
 * What a row's download asks the shared report download for: the invoice as a PDF or the
 * billing detail as a workbook, listed by billingDetailFiles and fetched by billingReport.
 */
export const billingDownloadRequest = (
  kind: BillingDownload,
  { companyId, invoiceNo, policyNo }: { companyId: string; invoiceNo: string; policyNo: string },
): ReportDownloadRequest => {
  const reportCode: BillingReportCode = BILLING_REPORT_CODES[kind];
  return {
    countCall: 'billingDetailFiles',
    reportCall: 'billingReport',
    reportCode,
    reportFormat: BILLING_REPORT_FORMATS[reportCode],
    parameters: { companyId, invoiceNo, policyNo },
  };
};
