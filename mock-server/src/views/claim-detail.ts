import {
  CLAIM_STATUS_DESCRIPTIONS,
  cobAllowedFor,
  type ClaimDetail,
  type CobReason,
  type CobRequestRecord,
} from '@mo/contracts';
import { COB_REASONS, claimDetailFacts } from '@mo/fixtures';
import type { ClaimEntry } from '../store/entries';
import type { CobRecord } from '../store/claim-state';
import { money } from './claims';

type Language = 'id' | 'en';

/** The detail's two tooltips, in the page's language. */
const TOOLTIPS: Record<Language, { nonPayable: string; excess: string }> = {
  id: {
    nonPayable:
      'Biaya yang tidak dijamin oleh polis, seperti biaya administrasi dan barang non-medis.',
    excess: 'Biaya di atas batas manfaat polis yang ditagihkan kepada perusahaan.',
  },
  en: {
    nonPayable:
      'Costs the policy does not cover, such as administration fees and non-medical items.',
    excess: "Costs above the policy's benefit limits, billed to the company.",
  },
};

export const toCobReason = (code: string): CobReason => {
  const reason = COB_REASONS.find((r) => r.code === code) ?? COB_REASONS[COB_REASONS.length - 1]!;
  return {
    id: reason.id,
    code: reason.code,
    description: reason.en,
    descriptions: { id: reason.idText, en: reason.en },
  };
};

const toCobRequest = (record: CobRecord): CobRequestRecord => ({
  cobRefNo: record.cobRefNo,
  reason: toCobReason(record.reason),
  insurerName: record.insurerName,
  description: record.description,
  requestDate: record.requestDate,
  status: 'SUBMITTED',
});

const statusRef = (code: ClaimEntry['claim']['status']) => ({
  code,
  desc: CLAIM_STATUS_DESCRIPTIONS[code],
});

/** A claim's detail: the book's record, its derived facts and any COB request filed on it. */
export const toClaimDetail = (
  { claim, policy, benefitDesc }: ClaimEntry,
  cob: CobRecord | undefined,
  language: Language,
  /** Whether the claim's event is past the COB window on the mock's today (CB4003). */
  cobTooOld = false,
): ClaimDetail => {
  const facts = claimDetailFacts(claim);
  const period = policy.periods.find((p) => p.id === claim.periodId) ?? policy.periods[0]!;
  const benefit = { code: claim.benefitType, desc: benefitDesc };
  return {
    id: claim.id,
    claimNo: claim.claimNo,
    status: statusRef(claim.status),
    statusDesc: CLAIM_STATUS_DESCRIPTIONS[claim.status],
    claimType: claim.claimType,
    incurred: money(claim.incurredAmount),
    nonPayable: money(claim.nonPayableAmount),
    excessClaim: money(claim.excessAmount),
    totalPayout: money(facts.payout),
    advancePayment: { advancePaymentAmount: money(facts.advancePayment) },
    refund: { refundAmount: money(facts.refund) },
    nonPayableTooltip: TOOLTIPS[language].nonPayable,
    excessClaimTooltip: TOOLTIPS[language].excess,
    policyHolder: policy.policyHolder,
    insured: claim.memberName,
    benefitsType: benefitDesc,
    policyNumber: policy.policyNo,
    payments: facts.payments.map((p) => ({
      counter: p.counter,
      paymentMethod: p.paymentMethod,
      accountName: p.accountName,
      bankName: p.bankName,
      accountNumber: p.accountNumber,
      paymentAmount: money(p.amount),
      paymentDate: p.paymentDate,
      policyNumber: policy.policyNo,
    })),
    claimBreakdown: {
      claimBreakdownList: facts.breakdown.map((row) => ({
        benefit: { code: row.code, desc: row.desc },
        incurred: money(row.incurred),
        nonPayable: money(row.nonPayable),
        excess: money(row.excess),
        paid: money(row.paid),
      })),
      totalPayouts: money(facts.breakdown.reduce((n, row) => n + row.paid, 0)),
    },
    visitStartDate: facts.visitStartDate,
    visitEndDate: facts.visitEndDate,
    eventDate: claim.eventDate,
    receivedDate: claim.receivedDate,
    serviceProviderCode: facts.hospital.number,
    serviceProviderDesc: facts.hospital.name,
    benefit,
    diagnosis: { ...facts.diagnosis },
    claimRemarks1: facts.remarks[0],
    claimRemarks2: facts.remarks[1],
    claimRemarks3: facts.remarks[2],
    memberNo: claim.memberNo,
    memberType: claim.memberType,
    dependentNumber: String(claim.dependentNo).padStart(2, '0'),
    fromDate: facts.visitStartDate,
    toDate: facts.visitEndDate,
    hospital: { ...facts.hospital },
    policy: {
      policyNumber: policy.policyNo,
      start: period.policyPeriodFrom,
      end: period.policyPeriodTo,
      status: period === policy.periods[0] ? 'INFORCE' : 'EXPIRED',
      planNumber: claim.planNo,
    },
    referenceNumber: facts.referenceNumber,
    claimStatusHistoryList: facts.history.map((h) => ({
      updateDate: h.date,
      status: statusRef(h.status),
      benefitType: claim.benefitType,
    })),
    cobEligible: cobAllowedFor(claim.status) && !cob && !cobTooOld,
    cobRequest: cob ? toCobRequest(cob) : null,
  };
};
