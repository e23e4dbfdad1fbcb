import type { AmountCard, ChartEntry } from '@mo/contracts';
import type {
  ClaimStatus,
  MemberType,
  SeedClaim,
  SeedInvoice,
  SeedMember,
  SeedPolicy,
} from '@mo/fixtures';
import { MEMBER_TYPE_LABELS } from '../lib/format';

export { MEMBER_TYPE_LABELS };

/*
 * The dashboard of one policy, computed from the seeded records so every figure adds up: member
 * counts by plan and type sum to the policy's members, claim counts by status to its claims, and
 * claim-paid amounts to the paid amounts of its claims.
 */

/**
 * The claim-status donut's entries: the spec's four words, then outstanding documents and the
 * empty code (submitted, not yet registered), so the counts add up to every claim of the book.
 */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  CC: 'Paid',
  CP: 'Pending',
  CA: 'Approved',
  CR: 'Rejected',
  OS: 'Outstanding Document',
  '': 'Submitted',
};

const sum = <T>(items: readonly T[], value: (item: T) => number): number =>
  items.reduce((total, item) => total + value(item), 0);

const card = (total: number, outstanding: number): AmountCard => ({
  totalAmount: [
    { value: total, label: 'Total' },
    { value: outstanding, label: 'Outstanding' },
  ],
});

/** Premium billing: billed and outstanding of the invoices; excess claim: excess and unpaid excess. */
export const amountCards = (invoices: readonly SeedInvoice[], claims: readonly SeedClaim[]) => {
  const excess = claims.filter((c) => c.excessAmount > 0);
  return {
    premiumBilling: card(
      sum(invoices, (i) => i.billingAmount),
      sum(invoices, (i) => i.outstandingAmount),
    ),
    excessClaim: card(
      sum(excess, (c) => c.excessAmount),
      sum(
        excess.filter((c) => c.excessStatus !== 'PAID'),
        (c) => c.excessAmount,
      ),
    ),
  };
};

/** Each member list's plan by member id, made once per list (the store keeps a policy's list). */
const plansByMember = new WeakMap<readonly SeedMember[], Map<string, string>>();

const planOfClaim = (members: readonly SeedMember[]) => {
  let planByMember = plansByMember.get(members);
  if (!planByMember) {
    planByMember = new Map(members.map((m) => [m.id, m.planNo]));
    plansByMember.set(members, planByMember);
  }
  return (claim: SeedClaim) => planByMember.get(claim.memberId) ?? '';
};

/** Members (and the claim paid for them) by plan, every plan of the policy listed, and by type. */
export const barCharts = (
  policy: SeedPolicy,
  members: readonly SeedMember[],
  claims: readonly SeedClaim[],
): { byPlan: ChartEntry[]; byMemberType: ChartEntry[] } => {
  const planOf = planOfClaim(members);
  return {
    byPlan: policy.plans.map((plan) => ({
      param: plan.planNo,
      type: plan.planDescription,
      totalCount: members.filter((m) => m.planNo === plan.planNo).length,
      totalAmount: sum(
        claims.filter((c) => planOf(c) === plan.planNo),
        (c) => c.paidAmount,
      ),
    })),
    byMemberType: (Object.keys(MEMBER_TYPE_LABELS) as MemberType[]).map((type) => ({
      param: MEMBER_TYPE_LABELS[type],
      type,
      totalCount: members.filter((m) => m.memberType === type).length,
      totalAmount: sum(
        claims.filter((c) => c.memberType === type),
        (c) => c.paidAmount,
      ),
    })),
  };
};

/**
 * Claims by status (count and incurred amount), and the paid claims (status CC: count and paid
 * amount) grouped by member type or by plan.
 */
export const claimCounts = (
  policy: SeedPolicy,
  members: readonly SeedMember[],
  claims: readonly SeedClaim[],
  groupBy: 'memberType' | 'plan',
): { claimStatus: ChartEntry[]; claimPaid: ChartEntry[] } => {
  const paid = claims.filter((c) => c.status === 'CC');
  const planOf = planOfClaim(members);
  const groups: { param: string; type: string; claims: SeedClaim[] }[] =
    groupBy === 'memberType'
      ? (Object.keys(MEMBER_TYPE_LABELS) as MemberType[]).map((type) => ({
          param: MEMBER_TYPE_LABELS[type],
          type,
          claims: paid.filter((c) => c.memberType === type),
        }))
      : policy.plans.map((plan) => ({
          param: plan.planNo,
          type: plan.planDescription,
          claims: paid.filter((c) => planOf(c) === plan.planNo),
        }));
  return {
    claimStatus: (Object.keys(CLAIM_STATUS_LABELS) as ClaimStatus[]).map((status) => {
      const of = claims.filter((c) => c.status === status);
      return {
        param: CLAIM_STATUS_LABELS[status],
        type: status,
        totalCount: of.length,
        totalAmount: sum(of, (c) => c.incurredAmount),
      };
    }),
    claimPaid: groups.map((g) => ({
      param: g.param,
      type: g.type,
      totalCount: g.claims.length,
      totalAmount: sum(g.claims, (c) => c.paidAmount),
    })),
  };
};
