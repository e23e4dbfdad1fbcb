/*
 * The Claims area's code lists and limits (part 2 sections 3, 4, 5 and 9), without schemas: the
 * portal's runtime takes them from here (browser.ts), and domain-claims.ts builds its TypeBox
 * schemas on them. Readings are in docs/spec-notes.md (Claims calls).
 */

import { TABLE_LIMITS } from './constants';

/**
 * Claim status codes: CC Paid, CP Pending, CA Approved, CR Rejected (the spec's words), OS
 * outstanding documents, and the empty code of a claim submitted but not yet registered.
 */
export const CLAIM_STATUSES = ['CC', 'CP', 'CA', 'CR', 'OS', ''] as const;
export type ClaimStatusCode = (typeof CLAIM_STATUSES)[number];

/** The server's own (English) description of each code: a row's statusDesc. */
export const CLAIM_STATUS_DESCRIPTIONS: Readonly<Record<ClaimStatusCode, string>> = {
  CC: 'Paid',
  CP: 'Assessing Claim',
  CA: 'Approved',
  CR: 'Rejected',
  OS: 'Outstanding Document',
  '': 'Submitted',
};

/** Statuses whose claim takes no COB request: the portal hides the navigation card. */
export const COB_HIDDEN_STATUSES: readonly ClaimStatusCode[] = ['CP', 'OS', ''];

/** The listing's two tabs: the empty status is Submitted, every other code Active and completed. */
export const CLAIM_STAGES = ['ACTIVE_COMPLETED', 'SUBMITTED'] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

/** P cashless, C reimbursement. */
export const CLAIM_TYPES = ['P', 'C'] as const;
export type ClaimTypeCode = (typeof CLAIM_TYPES)[number];

/** Member type codes of the claims area: E employee, S spouse, C child. */
export const CLAIM_MEMBER_TYPES = ['E', 'S', 'C'] as const;
export type ClaimMemberType = (typeof CLAIM_MEMBER_TYPES)[number];

/** Benefit product types a claim can be for (part 1 section 9). */
export const CLAIM_BENEFIT_TYPES = ['HBAS', 'HSMT', 'HSCI', 'HSDT', 'HSOT', 'HMCU'] as const;
export type ClaimBenefitType = (typeof CLAIM_BENEFIT_TYPES)[number];

export const EXCESS_STATUSES = ['OUTSTANDING', 'PAID', 'PENDING'] as const;
export type ExcessStatusCode = (typeof EXCESS_STATUSES)[number];

/** The policy dropdown's "all policies" entry: no period applies to it. */
export const ALL_POLICIES_ID = '0000';

/** Fields the active tab's search-by dropdown offers (searchByMemberType); absent: all three. */
export const CLAIM_SEARCH_FIELDS = ['claimNo', 'memberName', 'memberNo'] as const;
export type ClaimSearchField = (typeof CLAIM_SEARCH_FIELDS)[number];

export const CLAIM_SORT_FIELDS = [
  'claimNo',
  'memberName',
  'receivedDate',
  'memberType',
  'benefitType',
  'status',
  'claimType',
  'memberNo',
  'incurredAmount',
  'paidAmount',
] as const;
export type ClaimSortField = (typeof CLAIM_SORT_FIELDS)[number];

export const CLAIM_FILTER_FIELDS = ['memberType', 'benefitType', 'status', 'claimType'] as const;
export type ClaimFilterField = (typeof CLAIM_FILTER_FIELDS)[number];

/** Excess columns in the table's order (the reset sorts by the ninth, ageing, descending). */
export const EXCESS_SORT_FIELDS = [
  'claimNo',
  'memberName',
  'memberNo',
  'memberType',
  'benefitType',
  'incurredAmount',
  'paidAmount',
  'excessAmount',
  'ageing',
  'excessStatus',
  'paidDate',
] as const;
export type ExcessSortField = (typeof EXCESS_SORT_FIELDS)[number];

export const EXCESS_FILTER_FIELDS = ['memberType', 'benefitType', 'excessStatus'] as const;
export type ExcessFilterField = (typeof EXCESS_FILTER_FIELDS)[number];

/** Paging, search and display limits of the claims screens (part 2 sections 5 and 9). */
export const CLAIM_LIMITS = {
  ...TABLE_LIMITS,
  remarkLines: 7,
  cobBannerTimeoutMs: 3_000,
  /** The excess table's reset: column nine (ageing), descending. */
  excessResetSort: { field: 'ageing', order: 'DESC' },
  /** The dashboard catalogue's trans-history: months read (the reports' "12 months back"). */
  transHistoryMonths: 12,
} as const;

/** COB reasons: C1 national health scheme, C2 another insurer (name), C3 other (text). */
export const COB_REASON_CODES = ['C1', 'C2', 'C3'] as const;
export type CobReasonCode = (typeof COB_REASON_CODES)[number];

export const COB_LIMITS = {
  /** C2's insurer name. */
  insurerNameMax: 50,
  /** C3's "please specify" text. */
  descriptionMax: 100,
} as const;

/** Codes of GET app/sysparam/config/{code} the claims screens read. */
export const SYSPARAM_CONFIG_CODES = {
  /** Calendar days after a claim's event within which a COB request may be filed (a number as text). */
  cobProcessDays: 'COB_PROCESS_DAY',
} as const;
export type SysParamConfigCode = (typeof SYSPARAM_CONFIG_CODES)[keyof typeof SYSPARAM_CONFIG_CODES];
