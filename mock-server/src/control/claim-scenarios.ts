import { claimantOf, type SeedClaim } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/api-error';
import { firstCompanyOf } from './scenario-user';
import { claimBook } from '../services/claim-book';
import { mockToday } from '../services/member-book';
import type { StoredUser } from '../store/store';
import type { MockStore } from '../store/store';

/*
 * The claims area's scenarios (contracts SCENARIOS): claims of every status on the first page,
 * an empty book, a COB request already filed, the payment provider switched off.
 */

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Showcase = Pick<SeedClaim, 'status'> &
  Partial<Pick<SeedClaim, 'excessStatus'>> & {
    key: string;
    receivedDaysAgo: number;
    /** Days from the event to today (two before the received date when absent). */
    eventDaysAgo?: number;
  };

/** Days before today of the too-old claim's event: past the COB process-day count (180). */
export const COB_TOO_OLD_EVENT_DAYS = 200;

/**
 * One claim of each status received today, a paid one received today whose event is past the COB
 * window (the claim-event-too-old notice, CB4003), then three paid ones with an excess of each
 * status.
 */
const SHOWCASES: readonly Showcase[] = [
  { key: 'CC', status: 'CC', receivedDaysAgo: 0 },
  { key: 'CP', status: 'CP', receivedDaysAgo: 0 },
  { key: 'CA', status: 'CA', receivedDaysAgo: 0 },
  { key: 'CR', status: 'CR', receivedDaysAgo: 0 },
  { key: 'OS', status: 'OS', receivedDaysAgo: 0 },
  { key: 'SUBMITTED', status: '', receivedDaysAgo: 0 },
  { key: 'COB_TOO_OLD', status: 'CC', receivedDaysAgo: 0, eventDaysAgo: COB_TOO_OLD_EVENT_DAYS },
  { key: 'EXCESS_OUTSTANDING', status: 'CC', excessStatus: 'OUTSTANDING', receivedDaysAgo: 60 },
  { key: 'EXCESS_PAID', status: 'CC', excessStatus: 'PAID', receivedDaysAgo: 60 },
  { key: 'EXCESS_PENDING', status: 'CC', excessStatus: 'PENDING', receivedDaysAgo: 60 },
];

/**
 * Adds the showcase claims to the first policy of the user's first company, on its newest period,
 * for its first members; answers their ids by key. Amounts add up as the seed's do.
 */
export const addClaimsOfEveryStatus = (
  world: MockStore,
  app: FastifyInstance,
  user: StoredUser,
): Record<string, string> => {
  const companyId = firstCompanyOf(user);
  const policy = world.policiesOf(companyId)[0];
  const members = policy ? world.members.filter((m) => m.policyId === policy.id) : [];
  if (!policy || members.length === 0) throw fail.badRequest('The company has no member to claim');
  const today = mockToday(world);
  const period = policy.periods[0]!;
  const benefit = policy.benefits[0]?.productType ?? 'HBAS';
  const base = world.claims.length;
  const ids: Record<string, string> = {};
  const added = SHOWCASES.map((showcase, i): SeedClaim => {
    const member = members[i % members.length]!;
    const seq = String(base + i + 1).padStart(9, '0');
    const receivedDate = addDays(today, -showcase.receivedDaysAgo);
    const decided = ['CC', 'CA', 'CR'].includes(showcase.status);
    const incurred = 10_000_000 + i * 1_000_000;
    const nonPayable = showcase.status === 'CR' ? incurred : decided ? 500_000 : 0;
    const excess = showcase.excessStatus ? 2_000_000 : 0;
    const payable = decided && showcase.status !== 'CR' ? incurred - nonPayable - excess : 0;
    const decisionDate = decided
      ? addDays(receivedDate, showcase.receivedDaysAgo > 0 ? 10 : 0)
      : undefined;
    ids[showcase.key] = `CLS${seq}`;
    return {
      id: `CLS${seq}`,
      claimNo: `C${receivedDate.slice(0, 4)}S${seq}`,
      companyId,
      policyId: policy.id,
      periodId: period.id,
      ...claimantOf(member),
      benefitType: benefit,
      status: showcase.status,
      claimType: i % 2 === 0 ? 'P' : 'C',
      stage: showcase.status === '' ? 'SUBMITTED' : 'ACTIVE_COMPLETED',
      eventDate:
        showcase.eventDaysAgo === undefined
          ? addDays(receivedDate, -2)
          : addDays(today, -showcase.eventDaysAgo),
      receivedDate,
      ...(decisionDate ? { decisionDate } : {}),
      ...(showcase.status === 'CC' ? { paidDate: decisionDate! } : {}),
      incurredAmount: incurred,
      nonPayableAmount: nonPayable,
      paidAmount: showcase.status === 'CC' ? payable : 0,
      excessAmount: excess,
      ...(showcase.excessStatus
        ? {
            excessStatus: showcase.excessStatus,
            excessDate: decisionDate!,
            ...(showcase.excessStatus === 'PAID' ? { excessPaidDate: addDays(today, -20) } : {}),
          }
        : {}),
    };
  });
  world.replaceClaims([...added, ...world.claims]);
  return ids;
};

/** None of the user's companies has a claim (the dashboard's claim figures fall to zero too). */
export const emptyClaimsBook = (world: MockStore, user: StoredUser): void => {
  const companies = new Set(user.companyIds);
  world.replaceClaims(world.claims.filter((c) => !companies.has(c.companyId)));
};

/** A COB request (C2) filed on the first paid claim of the user's first company. */
export const fileDemoCob = (
  world: MockStore,
  app: FastifyInstance,
  user: StoredUser,
): { claimId: string; cobRefNo: string } => {
  const companyId = firstCompanyOf(user);
  const entry = claimBook(world)
    .of(companyId)
    .entries.find((e) => e.claim.status === 'CC' && !world.claimState.cobOf(e.claim.id));
  if (!entry) throw fail.badRequest('The company has no paid claim');
  const today = mockToday(world);
  const cobRefNo = world.claimState.nextCobRef(today);
  world.claimState.fileCob({
    cobRefNo,
    claimId: entry.claim.id,
    companyId,
    reason: 'C2',
    insurerName: 'PT Asuransi Contoh Sejahtera',
    description: null,
    requestDate: today,
    userId: user.id,
  });
  return { claimId: entry.claim.id, cobRefNo };
};

/** The payment-provider feature off for every company of the user. */
export const disablePaymentProvider = (world: MockStore, user: StoredUser): void => {
  for (const companyId of user.companyIds) world.claimState.paymentProviderOff.add(companyId);
};
