import {
  ALL_POLICIES_ID,
  CALLS,
  CLAIM_LIMITS,
  ERROR_CODES,
  jakartaDateOf,
  type ExcessRow,
} from '@mo/contracts';
import { HR_COMPANY_ID, type SeedClaim } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { claimRowFacts, seed } from './hr-seed';
import { allPages, codeOf, send, signIn, type SignedIn, useSignedInApp } from './helpers';

const CLOCK = '2026-12-01T20:30:00.000Z';
const TODAY = jakartaDateOf(CLOCK);
const hrExcess = seed.claims.filter((c) => c.companyId === HR_COMPANY_ID && c.excessAmount > 0);
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const ageingOf = (c: SeedClaim, today = TODAY) => days(c.excessDate!, c.excessPaidDate ?? today);

describe('excess claims', () => {
  let app: MockApp, hr: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr } = signedIn), { config: { clockStart: CLOCK } });

  const excess = (body: Record<string, unknown>) =>
    send(app, CALLS.excessClaims, {
      body: { companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID, ...body },
      token: hr.accessToken,
    });
  const allRows = (body: Record<string, unknown>): Promise<ExcessRow[]> =>
    allPages(
      (paging) => excess({ ...body, ...paging }),
      (data) => data.excessClaims,
    );

  it('the seed has excess claims of every status, on paid claims only', () => {
    expect(new Set(hrExcess.map((c) => c.excessStatus))).toEqual(
      new Set(['OUTSTANDING', 'PAID', 'PENDING']),
    );
    expect(hrExcess.every((c) => c.status === 'CC' && c.excessDate)).toBe(true);
    expect(hrExcess.every((c) => (c.excessStatus === 'PAID') === !!c.excessPaidDate)).toBe(true);
  });

  it('lists every excess claim, ageing descending by default (the reset order)', async () => {
    const answer = await excess({});
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data!;
    expect(data.pagination.totalRecord).toBe(hrExcess.length);
    expect(data.excessClaims).toHaveLength(Math.min(CLAIM_LIMITS.defaultPageSize, hrExcess.length));
    const rows = await allRows({});
    const ageing = rows.map((r) => r.ageing);
    expect(ageing).toEqual([...ageing].sort((a, b) => b - a));
    const statuses = data.applicableFilters.find((f) => f.field === 'excessStatus')!;
    expect(statuses.options.reduce((n, o) => n + o.count, 0)).toBe(hrExcess.length);
  });

  it('answers each row with its amounts, ageing from the mock clock and paid date', async () => {
    const rows = await allRows({});
    for (const claim of hrExcess) {
      const row = rows.find((r) => r.id === claim.id)!;
      expect(row).toMatchObject({
        ...claimRowFacts(claim),
        excessStatus: claim.excessStatus,
        excessAmount: { amount: claim.excessAmount },
        incurredAmount: { amount: claim.incurredAmount },
        paidAmount: { amount: claim.paidAmount },
        ageing: ageingOf(claim),
        paidDate: claim.excessPaidDate ?? null,
      });
    }
  });

  it('ages unpaid excess with the mock clock, and paid excess not at all', async () => {
    const before = await allRows({});
    await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advanceSeconds: 10 * 86_400 },
    });
    try {
      // ten days on, the session has timed out: a new sign-in on the new day
      hr = await signIn(app, 'hr');
      const after = await allRows({});
      for (const row of after) {
        const was = before.find((r) => r.id === row.id)!;
        expect(row.ageing - was.ageing).toBe(row.excessStatus === 'PAID' ? 0 : 10);
      }
    } finally {
      await app.inject({ method: 'POST', url: '/__mock/clock', payload: { reset: true } });
      // signing in again replaced the first session: one more for the tests after this one
      hr = await signIn(app, 'hr');
    }
  });

  it('searches, sorts, filters and pages', async () => {
    const claim = hrExcess[0]!;
    const found = await allRows({ searchByValue: claim.claimNo.toLowerCase() });
    expect(found.map((r) => r.id)).toEqual([claim.id]);
    const outstanding = await allRows({ filterBy: { excessStatus: ['OUTSTANDING'] } });
    expect(outstanding.map((r) => r.id).sort()).toEqual(
      hrExcess
        .filter((c) => c.excessStatus === 'OUTSTANDING')
        .map((c) => c.id)
        .sort(),
    );
    const byAmount = (await allRows({ sortByField: 'excessAmount', sortByOrder: 'ASC' })).map(
      (r) => r.excessAmount.amount,
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    const policy = seed.policies.find((p) => p.id === claim.policyId)!;
    const ofPolicy = await allRows({ policyId: policy.id, periodId: claim.periodId });
    expect(ofPolicy.every((r) => r.policyId === policy.id)).toBe(true);
    expect(ofPolicy.map((r) => r.id)).toContain(claim.id);
  });

  it('answers bad bodies with GC400 (page size, 121 characters, unknown fields), never a 500', async () => {
    for (const body of [
      { pageSize: 5 },
      { searchByValue: 'x'.repeat(122) },
      { sortByField: 'status' },
      { filterBy: { excessStatus: ['LATE'] } },
    ]) {
      const answer = await excess(body);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    }
  });
});
