import { ALL_POLICIES_ID, CALLS, ERROR_CODES, TEST_CLOCK_START } from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID, type SeedClaim } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { monthsEndingOn } from '../src/views/claim-trans-history';
import { hrClaims, hrPolicies, seed } from './hr-seed';
import { codeOf, send, type SignedIn, useSignedInApp } from './helpers';

const otherPolicy = seed.policies.find((p) => p.companyId === OTHER_COMPANY_ID)!;
/** TEST_CLOCK_START (2026-12-01T20:30Z) is 2 December 2026 in Jakarta. */
const TODAY = '2026-12-02';
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The expected month straight from the seed: received by receivedDate, paid (CC) by paidDate. */
const expectedMonth = (claims: readonly SeedClaim[], month: string) => {
  const received = claims.filter(
    (c) => c.receivedDate.startsWith(month) && c.receivedDate <= TODAY,
  );
  const paid = claims.filter(
    (c) => c.status === 'CC' && c.paidDate?.startsWith(month) === true && c.paidDate <= TODAY,
  );
  return {
    month,
    receivedCount: received.length,
    incurredAmount: sum(received.map((c) => c.incurredAmount)),
    paidCount: paid.length,
    paidAmount: sum(paid.map((c) => c.paidAmount)),
  };
};

describe('claims trans-history (the dashboard catalogue)', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
  });

  const history = (query: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.claimTransHistory, {
      query: { companyId: HR_COMPANY_ID, policyId: hrPolicies[0]!.id, ...query },
      token,
    });
  const flat = (months: { month: string; incurredAmount: { amount: number } }[]) =>
    months.map((m) => ({
      ...m,
      incurredAmount: m.incurredAmount.amount,
      paidAmount: (m as unknown as { paidAmount: { amount: number } }).paidAmount.amount,
    }));

  it('counts the months back across a year end', () => {
    expect(monthsEndingOn('2026-02-15', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEndingOn(TODAY, 12)).toHaveLength(12);
    expect(monthsEndingOn(TODAY, 12).at(0)).toBe('2026-01');
  });

  it("answers a policy's last 12 Jakarta months from the claim book, oldest first", async () => {
    const policy = hrPolicies[0]!;
    const answer = await history({});
    expect(answer.statusCode).toBe(200);
    const months = answer.body.data!.months;
    expect(months.map((m) => m.month)).toEqual(monthsEndingOn(TODAY, 12));
    const claims = hrClaims.filter((c) => c.policyId === policy.id);
    expect(flat(months)).toEqual(months.map((m) => expectedMonth(claims, m.month)));
    // the book has claims received and paid in the window: the figures are not all zero
    expect(sum(months.map((m) => m.receivedCount))).toBeGreaterThan(0);
    expect(sum(months.map((m) => m.paidCount))).toBeGreaterThan(0);
    expect(months[0]!.incurredAmount).toMatchObject({ currency: 'IDR' });
  });

  it("answers every policy of the company for '0000', and fewer months when asked", async () => {
    const all = (await history({ policyId: ALL_POLICIES_ID })).body.data!.months;
    expect(flat(all)).toEqual(all.map((m) => expectedMonth(hrClaims, m.month)));
    const perPolicy = await Promise.all(
      hrPolicies.map(async (p) => (await history({ policyId: p.id })).body.data!.months),
    );
    expect(all.map((m) => m.receivedCount)).toEqual(
      all.map((_m, i) => sum(perPolicy.map((months) => months[i]!.receivedCount))),
    );
    const three = (await history({ policyId: ALL_POLICIES_ID, months: 3 })).body.data!.months;
    expect(three.map((m) => m.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(three).toEqual(all.slice(-3));
  });

  it('refuses a company the user does not manage (GW1035, no data) and a policy of another', async () => {
    const forbidden = await history({ companyId: OTHER_COMPANY_ID, policyId: otherPolicy.id });
    expect(forbidden.statusCode).toBe(403);
    expect(codeOf(forbidden)).toBe(ERROR_CODES.companyForbidden);
    expect(forbidden.body.data).toBeUndefined();
    const forbiddenAll = await history({ companyId: OTHER_COMPANY_ID, policyId: ALL_POLICIES_ID });
    expect(codeOf(forbiddenAll)).toBe(ERROR_CODES.companyForbidden);
    // the broker manages it
    const asBroker = await history(
      { companyId: OTHER_COMPANY_ID, policyId: otherPolicy.id },
      broker.accessToken,
    );
    expect(asBroker.statusCode).toBe(200);
    // a policy of another company under the user's own is not found
    expect(codeOf(await history({ policyId: otherPolicy.id }))).toBe(ERROR_CODES.notFound);
  });

  it.each([
    ['13 months', { months: 13 }],
    ['0 months', { months: 0 }],
    ['an empty policy', { policyId: '' }],
    ['an unknown field', { groupBy: 'plan' }],
  ])('answers GC400 for %s, never a 500', async (_name, query) => {
    const answer = await history(query);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
  });

  it('needs a session', async () => {
    const answer = await send(app, CALLS.claimTransHistory, {
      query: { companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID },
    });
    expect(answer.statusCode).toBe(401);
  });
});
