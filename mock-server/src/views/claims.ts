import {
  CLAIM_BENEFIT_TYPES,
  CLAIM_MEMBER_TYPES,
  CLAIM_STATUS_DESCRIPTIONS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  EXCESS_STATUSES,
  type ClaimApplicableFilter,
  type ClaimFilterField,
  type ClaimPolicyRow,
  type ClaimRow,
  type ExcessApplicableFilter,
  type ExcessFilterField,
  type ExcessRow,
  type Money,
} from '@mo/contracts';
import type { SeedPolicy } from '@mo/fixtures';
import type { PolicyStats } from '../store/store';
import { benefitDescOf } from '../lib/seed-terms';
import type { ClaimEntry, ExcessEntry } from '../store/entries';
import { formatRupiah } from './members';

/** An amount as the claims calls send it. */
export const money = (amount: number): Money => ({
  amount,
  currency: 'IDR',
  formattedAmount: formatRupiah(amount),
});

export const toClaimPolicyRow = (policy: SeedPolicy, stats: PolicyStats): ClaimPolicyRow => ({
  id: policy.id,
  policyType: policy.policyType,
  policyNo: policy.policyNo,
  totalActiveAndCompletedClaims: stats.totalActiveAndCompletedClaims,
  totalSubmittedClaims: stats.totalSubmittedClaims,
  policyPeriodFrom: policy.policyPeriodFrom,
  policyPeriodTo: policy.policyPeriodTo,
  policyCommencementDate: policy.policyCommencementDate,
  policyPeriodVMList: policy.periods.map((p) => ({ ...p })),
});

export const toClaimRow = ({ claim, policy, benefitDesc }: ClaimEntry): ClaimRow => ({
  id: claim.id,
  claimNo: claim.claimNo,
  memberName: claim.memberName,
  receivedDate: claim.receivedDate,
  memberType: claim.memberType,
  benefitType: claim.benefitType,
  benefitTypeDesc: benefitDesc,
  status: claim.status,
  statusDesc: CLAIM_STATUS_DESCRIPTIONS[claim.status],
  claimType: claim.claimType,
  memberNo: claim.memberNo,
  incurredAmount: money(claim.incurredAmount),
  paidAmount: money(claim.paidAmount),
  policyId: policy.id,
  policyNo: policy.policyNo,
});

/**
 * A claim's listing row, made once per entry: a book's entries never change (an altered claims
 * history is a new book with new entries), so the formatted amounts are not redone per request.
 * The row is shared by every answer that lists the claim, and the listing answers with its JSON
 * made once (lib/pre-serialized.ts): it is frozen, so that text cannot go stale.
 */
const claimRows = new WeakMap<ClaimEntry, ClaimRow>();
export const claimRowOf = (entry: ClaimEntry): ClaimRow => {
  let row = claimRows.get(entry);
  if (!row) {
    row = toClaimRow(entry);
    Object.freeze(row.incurredAmount);
    Object.freeze(row.paidAmount);
    claimRows.set(entry, Object.freeze(row));
  }
  return row;
};

export const toExcessRow = ({ claim, policy, benefitDesc, ageing }: ExcessEntry): ExcessRow => ({
  claimNo: claim.claimNo,
  id: claim.id,
  memberName: claim.memberName,
  memberNo: claim.memberNo,
  memberType: claim.memberType,
  excessAmount: money(claim.excessAmount),
  excessStatus: claim.excessStatus ?? 'OUTSTANDING',
  benefitType: claim.benefitType,
  benefitTypeDesc: benefitDesc,
  incurredAmount: money(claim.incurredAmount),
  paidAmount: money(claim.paidAmount),
  ageing,
  excessDate: claim.excessDate ?? claim.receivedDate,
  paidDate: claim.excessPaidDate ?? null,
  policyId: policy.id,
  policyNo: policy.policyNo,
});

const MEMBER_TYPE_LABELS: Record<string, string> = { E: 'Employee', S: 'Spouse', C: 'Child' };
const CLAIM_TYPE_LABELS: Record<string, string> = { P: 'Cashless', C: 'Reimbursement' };
const EXCESS_LABELS: Record<string, string> = {
  OUTSTANDING: 'Outstanding',
  PAID: 'Paid',
  PENDING: 'Pending',
};

/** The values each filter offers, in the spec's order, with English labels. */
const CLAIM_FILTER_VALUES: Record<ClaimFilterField, readonly string[]> = {
  memberType: CLAIM_MEMBER_TYPES,
  benefitType: CLAIM_BENEFIT_TYPES,
  status: CLAIM_STATUSES,
  claimType: CLAIM_TYPES,
};

const labelOf = (field: string, value: string, policy: SeedPolicy | undefined): string => {
  if (field === 'memberType') return MEMBER_TYPE_LABELS[value] ?? value;
  if (field === 'claimType') return CLAIM_TYPE_LABELS[value] ?? value;
  if (field === 'status')
    return CLAIM_STATUS_DESCRIPTIONS[value as keyof typeof CLAIM_STATUS_DESCRIPTIONS];
  if (field === 'excessStatus') return EXCESS_LABELS[value] ?? value;
  return benefitDescOf(policy, value);
};

/**
 * A claim listing's filters: every value of a code list, benefit types only where the scope has
 * claims of them (a policy's products), each with its count over the scope.
 */
const filtersOf = <F extends string>(
  valuesOf: Record<F, readonly string[]>,
  count: (field: F, values: readonly string[]) => ReadonlyMap<string, number>,
  policy: SeedPolicy | undefined,
) =>
  (Object.keys(valuesOf) as F[]).map((field) => {
    const counts = count(field, valuesOf[field]);
    return {
      field,
      options: valuesOf[field]
        .filter((value) => field !== 'benefitType' || (counts.get(value) ?? 0) > 0)
        .map((value) => ({
          value,
          label: labelOf(field, value, policy),
          count: counts.get(value) ?? 0,
        })),
    };
  });

export const claimFilters = (
  count: (field: ClaimFilterField, values: readonly string[]) => ReadonlyMap<string, number>,
  policy: SeedPolicy | undefined,
): ClaimApplicableFilter[] => filtersOf(CLAIM_FILTER_VALUES, count, policy);

const EXCESS_FILTER_VALUES: Record<ExcessFilterField, readonly string[]> = {
  memberType: CLAIM_MEMBER_TYPES,
  benefitType: CLAIM_BENEFIT_TYPES,
  excessStatus: EXCESS_STATUSES,
};

export const excessFilters = (
  count: (field: ExcessFilterField, values: readonly string[]) => Map<string, number>,
  policy: SeedPolicy | undefined,
): ExcessApplicableFilter[] => filtersOf(EXCESS_FILTER_VALUES, count, policy);
