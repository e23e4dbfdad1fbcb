import type { ClaimTransHistory, ClaimTransMonth } from '@mo/contracts';
import type { SeedClaim } from '@mo/fixtures';
import { money } from './claims';

/** The YYYY-MM keys of the `count` months ending with today's (YYYY-MM-DD), oldest first. */
export const monthsEndingOn = (today: string, count: number): string[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
};

/**
 * The claims transaction history (the dashboard catalogue's trans-history): per month, the claims
 * received in it (count and incurred) and the claims paid in it by their payment day (count and
 * payout). A claim received in one month and paid in another counts in both, once each.
 */
export const transHistory = (
  claims: Iterable<SeedClaim>,
  today: string,
  count: number,
): ClaimTransHistory => {
  const keys = monthsEndingOn(today, count);
  const totals = new Map<
    string,
    { received: number; incurred: number; paid: number; payout: number }
  >(keys.map((key) => [key, { received: 0, incurred: 0, paid: 0, payout: 0 }]));
  for (const claim of claims) {
    const received = totals.get(claim.receivedDate.slice(0, 7));
    if (received && claim.receivedDate <= today) {
      received.received += 1;
      received.incurred += claim.incurredAmount;
    }
    if (claim.status !== 'CC' || claim.paidDate === undefined || claim.paidDate > today) continue;
    const paid = totals.get(claim.paidDate.slice(0, 7));
    if (paid) {
      paid.paid += 1;
      paid.payout += claim.paidAmount;
    }
  }
  return {
    months: keys.map((month): ClaimTransMonth => {
      const t = totals.get(month)!;
      return {
        month,
        receivedCount: t.received,
        incurredAmount: money(t.incurred),
        paidCount: t.paid,
        paidAmount: money(t.payout),
      };
    }),
  };
};
