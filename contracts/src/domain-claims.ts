import Type, { type Static } from 'typebox';
import { ApiDate } from './api-date-schema';
import {
  CLAIM_BENEFIT_TYPES,
  CLAIM_FILTER_FIELDS,
  CLAIM_MEMBER_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  COB_REASON_CODES,
  EXCESS_FILTER_FIELDS,
  EXCESS_STATUSES,
} from './claim-codes';
import { Pagination, PolicyPeriod } from './domain';
import { applicableFilter, checked, filterBy, FilterOption, listPage } from './listing';
import { literalUnion } from './literal-union';

/*
 * The Claims area's shapes (part 2 section 3): the claim policy row, the listing row, the claim
 * detail, the excess row and the COB request. Field names are the spec's; what it leaves open is
 * ours (docs/spec-notes.md, Claims calls).
 */

export * from './claim-codes';

/** An amount as the claims calls send it: whole rupiah, its currency and a display form. */
export const Money = Type.Object({
  amount: Type.Number(),
  currency: Type.Literal('IDR'),
  /** Indonesian grouping, two decimals: 1.250.000,00. */
  formattedAmount: Type.String(),
});
export type Money = Static<typeof Money>;

export const ClaimStatusCode = literalUnion(CLAIM_STATUSES);
export const ClaimMemberType = literalUnion(CLAIM_MEMBER_TYPES);
export const ClaimBenefitType = literalUnion(CLAIM_BENEFIT_TYPES);

/** A row of the claim policy table (and the listing's policy dropdown). */
export const ClaimPolicyRow = Type.Object({
  id: Type.String(),
  policyType: Type.String(),
  policyNo: Type.String(),
  /** Every claim of the policy, all periods: the same counts as the policy list. */
  totalActiveAndCompletedClaims: Type.Integer({ minimum: 0 }),
  totalSubmittedClaims: Type.Integer({ minimum: 0 }),
  policyPeriodFrom: ApiDate,
  policyPeriodTo: ApiDate,
  policyCommencementDate: ApiDate,
  /** Newest first: the listing's period dropdown (ours, additive). */
  policyPeriodVMList: Type.Array(PolicyPeriod),
});
export type ClaimPolicyRow = Static<typeof ClaimPolicyRow>;

/** The two totals over every policy of the company. */
export const ClaimTotals = Type.Object({
  totalActiveAndCompletedClaims: Type.Integer({ minimum: 0 }),
  totalSubmittedClaims: Type.Integer({ minimum: 0 }),
});
export type ClaimTotals = Static<typeof ClaimTotals>;

export const ClaimPolicyPage = Type.Object({
  policies: Type.Array(ClaimPolicyRow),
  totals: ClaimTotals,
  pagination: Pagination,
});
export type ClaimPolicyPage = Static<typeof ClaimPolicyPage>;

/** filterBy of the claim listing: field to checked values; an absent or empty list does not filter. */
export const ClaimFilterBy = filterBy({
  memberType: checked(ClaimMemberType, 3),
  benefitType: checked(ClaimBenefitType, 6),
  status: checked(ClaimStatusCode, 6),
  claimType: checked(literalUnion(CLAIM_TYPES), 2),
});
export type ClaimFilterBy = Static<typeof ClaimFilterBy>;

/** One option of a filter: the value sent back in filterBy, its English label and its rows. */
export const ClaimFilterOption = FilterOption;
export type ClaimFilterOption = FilterOption;

export const ClaimApplicableFilter = applicableFilter(CLAIM_FILTER_FIELDS);
export type ClaimApplicableFilter = Static<typeof ClaimApplicableFilter>;

/** A claim of the listing (either tab). */
export const ClaimRow = Type.Object({
  id: Type.String(),
  claimNo: Type.String(),
  memberName: Type.String(),
  receivedDate: ApiDate,
  memberType: ClaimMemberType,
  benefitType: ClaimBenefitType,
  /** The benefit's name on the policy (ours, additive): Rawat Inap, Rawat Jalan, ... */
  benefitTypeDesc: Type.String(),
  status: ClaimStatusCode,
  /** The server's description of the status (ours, additive): Assessing Claim, Paid, ... */
  statusDesc: Type.String(),
  claimType: literalUnion(CLAIM_TYPES),
  memberNo: Type.String(),
  incurredAmount: Money,
  paidAmount: Money,
  policyId: Type.String(),
  policyNo: Type.String(),
});
export type ClaimRow = Static<typeof ClaimRow>;

/** The tab's claims; the options and counts are over its claims of the chosen policy and period. */
export const ClaimListPage = listPage('claims', ClaimRow, ClaimApplicableFilter);
export type ClaimListPage = Static<typeof ClaimListPage>;

export const CodeDesc = Type.Object({ code: Type.String(), desc: Type.String() });
export type CodeDesc = Static<typeof CodeDesc>;

export const ClaimStatusRef = Type.Object({ code: ClaimStatusCode, desc: Type.String() });
export type ClaimStatusRef = Static<typeof ClaimStatusRef>;

export const Diagnosis = Type.Object({
  code: Type.String(),
  shortDesc: Type.String(),
  longDesc: Type.String(),
});
export type Diagnosis = Static<typeof Diagnosis>;

/** A hospital of the list; `default` marks the entry for a provider outside the network. */
export const Hospital = Type.Object({
  number: Type.String(),
  name: Type.String(),
  default: Type.Boolean(),
});
export type Hospital = Static<typeof Hospital>;

export const ClaimPayment = Type.Object({
  counter: Type.Integer({ minimum: 1 }),
  paymentMethod: Type.String(),
  accountName: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  paymentAmount: Money,
  paymentDate: ApiDate,
  policyNumber: Type.String(),
});
export type ClaimPayment = Static<typeof ClaimPayment>;

/** One benefit item of the breakdown: incurred = nonPayable + excess + paid. */
export const ClaimBreakdownRow = Type.Object({
  benefit: CodeDesc,
  incurred: Money,
  nonPayable: Money,
  /** Ours (additive): the part above the plan's limits, billed to the company. */
  excess: Money,
  paid: Money,
});
export type ClaimBreakdownRow = Static<typeof ClaimBreakdownRow>;

export const ClaimStatusHistoryEntry = Type.Object({
  updateDate: ApiDate,
  status: ClaimStatusRef,
  benefitType: ClaimBenefitType,
});
export type ClaimStatusHistoryEntry = Static<typeof ClaimStatusHistoryEntry>;

export const CobReason = Type.Object({
  id: Type.String(),
  code: literalUnion(COB_REASON_CODES),
  /** English (the spec's field). */
  description: Type.String(),
  /** The description in each language of the portal (ours). */
  descriptions: Type.Object({ id: Type.String(), en: Type.String() }),
});
export type CobReason = Static<typeof CobReason>;

/** A COB request as the insurer keeps it (shown on later reads of the claim). */
export const CobRequestRecord = Type.Object({
  cobRefNo: Type.String(),
  reason: CobReason,
  insurerName: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  /** The mock clock's day in Jakarta. */
  requestDate: ApiDate,
  status: Type.Literal('SUBMITTED'),
});
export type CobRequestRecord = Static<typeof CobRequestRecord>;

/**
 * The claim detail. incurred = nonPayable + excessClaim + totalPayout on a decided claim (CC, CA,
 * CR); an undecided one (CP, OS, empty) has only incurred. On a paid claim the payments plus the
 * advance payment, less the refund, are the total payout.
 */
export const ClaimDetail = Type.Object({
  id: Type.String(),
  claimNo: Type.String(),
  status: ClaimStatusRef,
  statusDesc: Type.String(),
  claimType: literalUnion(CLAIM_TYPES),
  incurred: Money,
  nonPayable: Money,
  excessClaim: Money,
  totalPayout: Money,
  advancePayment: Type.Object({ advancePaymentAmount: Money }),
  refund: Type.Object({ refundAmount: Money }),
  nonPayableTooltip: Type.String(),
  excessClaimTooltip: Type.String(),
  policyHolder: Type.String(),
  insured: Type.String(),
  benefitsType: Type.String(),
  policyNumber: Type.String(),
  payments: Type.Array(ClaimPayment),
  claimBreakdown: Type.Object({
    claimBreakdownList: Type.Array(ClaimBreakdownRow),
    totalPayouts: Money,
  }),
  visitStartDate: ApiDate,
  visitEndDate: ApiDate,
  eventDate: ApiDate,
  receivedDate: ApiDate,
  serviceProviderCode: Type.String(),
  serviceProviderDesc: Type.String(),
  benefit: CodeDesc,
  diagnosis: Diagnosis,
  /** Free text; a line break separates lines (some run past the seven the portal shows). */
  claimRemarks1: Type.String(),
  claimRemarks2: Type.String(),
  claimRemarks3: Type.String(),
  memberNo: Type.String(),
  memberType: ClaimMemberType,
  /** '00' for the employee, '01'.. for dependents. */
  dependentNumber: Type.String(),
  fromDate: ApiDate,
  toDate: ApiDate,
  hospital: Hospital,
  policy: Type.Object({
    policyNumber: Type.String(),
    start: ApiDate,
    end: ApiDate,
    status: literalUnion(['INFORCE', 'EXPIRED'] as const),
    planNumber: Type.String(),
  }),
  referenceNumber: Type.String(),
  /** Oldest first. */
  claimStatusHistoryList: Type.Array(ClaimStatusHistoryEntry),
  /** Whether a COB request may be filed (ours): the status allows it and none is filed yet. */
  cobEligible: Type.Boolean(),
  /** The COB request filed on the claim, if any (ours). */
  cobRequest: Type.Union([CobRequestRecord, Type.Null()]),
});
export type ClaimDetail = Static<typeof ClaimDetail>;

export const ExcessFilterBy = filterBy({
  memberType: checked(ClaimMemberType, 3),
  benefitType: checked(ClaimBenefitType, 6),
  excessStatus: checked(literalUnion(EXCESS_STATUSES), 3),
});
export type ExcessFilterBy = Static<typeof ExcessFilterBy>;

export const ExcessApplicableFilter = applicableFilter(EXCESS_FILTER_FIELDS);
export type ExcessApplicableFilter = Static<typeof ExcessApplicableFilter>;

/** An excess claim: the part of a paid claim above the plan's limits, owed by the company. */
export const ExcessRow = Type.Object({
  claimNo: Type.String(),
  id: Type.String(),
  memberName: Type.String(),
  memberNo: Type.String(),
  memberType: ClaimMemberType,
  excessAmount: Money,
  excessStatus: literalUnion(EXCESS_STATUSES),
  benefitType: ClaimBenefitType,
  benefitTypeDesc: Type.String(),
  incurredAmount: Money,
  paidAmount: Money,
  /** Days from the excess date to today (mock clock, Jakarta), or to the paid date once paid. */
  ageing: Type.Integer({ minimum: 0 }),
  /** The day the excess was billed (ours, additive). */
  excessDate: ApiDate,
  paidDate: Type.Union([ApiDate, Type.Null()]),
  policyId: Type.String(),
  policyNo: Type.String(),
});
export type ExcessRow = Static<typeof ExcessRow>;

export const ExcessListPage = listPage('excessClaims', ExcessRow, ExcessApplicableFilter);
export type ExcessListPage = Static<typeof ExcessListPage>;

export const SysParamConfig = Type.Object({
  code: Type.String(),
  value: Type.String(),
  description: Type.String(),
});
export type SysParamConfig = Static<typeof SysParamConfig>;

/**
 * One month of the claims transaction history (the dashboard catalogue's trans-history): the
 * claims received in the month with their incurred amounts, and the claims paid in it (by their
 * payment day) with their payouts.
 */
export const ClaimTransMonth = Type.Object({
  /** YYYY-MM, a Jakarta calendar month. */
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  receivedCount: Type.Integer({ minimum: 0 }),
  incurredAmount: Money,
  paidCount: Type.Integer({ minimum: 0 }),
  paidAmount: Money,
});
export type ClaimTransMonth = Static<typeof ClaimTransMonth>;

export const ClaimTransHistory = Type.Object({
  /** Oldest first, ending with the current month (the server's Jakarta today). */
  months: Type.Array(ClaimTransMonth),
});
export type ClaimTransHistory = Static<typeof ClaimTransHistory>;
