import { CALLS, CLAIM_STATUSES, ERROR_CODES } from '@mo/contracts';
import { REPORT_DEMO_POLICY_IDS, buildSeed, demoUser, type SeedPolicy } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { codeOf, send, type SignedIn, useSignedInApp } from './helpers';

const seed = buildSeed();
const hrCompanyId = demoUser(seed, 'hr').companyIds[0]!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The members of a policy as enrolled in it: second-policy households with that enrolment's plan. */
const enrolledIn = (policyId: string) =>
  seed.members.flatMap((m) => {
    if (m.policyId === policyId) return [m];
    const e = m.otherEnrolments?.find((o) => o.policyId === policyId);
    return e ? [{ ...m, planNo: e.planNo }] : [];
  });
const policies = [
  seed.policies.find((p) => p.id === REPORT_DEMO_POLICY_IDS.oneFile)!,
  seed.policies.find((p) => p.id === REPORT_DEMO_POLICY_IDS.multiFile)!,
];

describe('dashboard (claims area): amounts, bar charts, claim counts', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));

  const query = (policy: SeedPolicy) => ({ companyId: policy.companyId, policyId: policy.id });

  describe.each(policies.map((p) => [p.id, p] as const))('policy %s', (_id, policy) => {
    const members = enrolledIn(policy.id);
    const claims = seed.claims.filter((c) => c.policyId === policy.id);
    const invoices = seed.invoices.filter((i) => i.policyId === policy.id);
    const paidTotal = sum(claims.map((c) => c.paidAmount));

    it('has seeded members, claims and invoices to add up', () => {
      expect(members.length).toBeGreaterThan(0);
      // Every policy of the demo shares households with another policy of its company.
      expect(members.length).toBeGreaterThan(
        seed.members.filter((m) => m.policyId === policy.id).length,
      );
      expect(claims.length).toBeGreaterThan(0);
      expect(invoices.length).toBeGreaterThan(0);
    });

    it('dashboardAmounts: premium billing and excess claim from the seed', async () => {
      const answer = await send(app, CALLS.dashboardAmounts, {
        query: query(policy),
        token: broker.accessToken,
      });
      expect(answer.statusCode).toBe(200);
      const { premiumBilling, excessClaim } = answer.body.data!;
      expect(premiumBilling.totalAmount.map((a) => a.value)).toEqual([
        sum(invoices.map((i) => i.billingAmount)),
        sum(invoices.map((i) => i.outstandingAmount)),
      ]);
      expect(excessClaim.totalAmount.map((a) => a.value)).toEqual([
        sum(claims.map((c) => c.excessAmount)),
        sum(claims.filter((c) => c.excessStatus !== 'PAID').map((c) => c.excessAmount)),
      ]);
      expect(premiumBilling.totalAmount.map((a) => a.label)).toEqual(['Total', 'Outstanding']);
    });

    it('dashboardBarCharts: members by plan and by type add up to the policy', async () => {
      const answer = await send(app, CALLS.dashboardBarCharts, {
        query: query(policy),
        token: broker.accessToken,
      });
      const { byPlan, byMemberType } = answer.body.data!;
      expect(byPlan.map((e) => e.param)).toEqual(policy.plans.map((p) => p.planNo));
      expect(sum(byPlan.map((e) => e.totalCount))).toBe(members.length);
      expect(sum(byPlan.map((e) => e.totalAmount))).toBe(paidTotal);
      expect(byMemberType.map((e) => e.param)).toEqual(['Employee', 'Spouse', 'Child']);
      expect(byMemberType.map((e) => e.totalCount)).toEqual(
        ['E', 'S', 'C'].map((t) => members.filter((m) => m.memberType === t).length),
      );
      expect(sum(byMemberType.map((e) => e.totalAmount))).toBe(paidTotal);
      const planA = members.filter((m) => m.planNo === 'A').length;
      expect(byPlan[0]?.totalCount).toBe(planA);
    });

    it.each(['memberType', 'plan'] as const)(
      'dashboardClaimCounts (groupBy %s): statuses and claim paid add up',
      async (groupBy) => {
        const answer = await send(app, CALLS.dashboardClaimCounts, {
          query: { ...query(policy), groupBy },
          token: broker.accessToken,
        });
        const { claimStatus, claimPaid } = answer.body.data!;
        // the spec's four words, then outstanding documents and the empty (submitted) code
        expect(claimStatus.map((e) => [e.type, e.param])).toEqual([
          ['CC', 'Paid'],
          ['CP', 'Pending'],
          ['CA', 'Approved'],
          ['CR', 'Rejected'],
          ['OS', 'Outstanding Document'],
          ['', 'Submitted'],
        ]);
        expect(claimStatus.map((e) => e.totalCount)).toEqual(
          CLAIM_STATUSES.map((s) => claims.filter((c) => c.status === s).length),
        );
        expect(sum(claimStatus.map((e) => e.totalCount))).toBe(claims.length);
        expect(sum(claimStatus.map((e) => e.totalAmount))).toBe(
          sum(claims.map((c) => c.incurredAmount)),
        );
        const paid = claims.filter((c) => c.status === 'CC');
        expect(sum(claimPaid.map((e) => e.totalCount))).toBe(paid.length);
        expect(sum(claimPaid.map((e) => e.totalAmount))).toBe(paidTotal);
        expect(claimPaid.map((e) => e.param)).toEqual(
          groupBy === 'plan' ? policy.plans.map((p) => p.planNo) : ['Employee', 'Spouse', 'Child'],
        );
      },
    );
  });

  it('answers GW1035 to another company and GC404 to a policy outside the company', async () => {
    const big = policies[1]!;
    for (const call of [CALLS.dashboardAmounts, CALLS.dashboardBarCharts] as const) {
      const forbidden = await send(app, call, { query: query(big), token: hr.accessToken });
      expect(forbidden.statusCode).toBe(403);
      expect(codeOf(forbidden)).toBe(ERROR_CODES.companyForbidden);
      const missing = await send(app, call, {
        query: { companyId: hrCompanyId, policyId: big.id },
        token: broker.accessToken,
      });
      expect(missing.statusCode).toBe(404);
      expect(codeOf(missing)).toBe(ERROR_CODES.notFound);
    }
    const counts = await send(app, CALLS.dashboardClaimCounts, {
      query: { ...query(big), groupBy: 'plan' },
      token: hr.accessToken,
    });
    expect(codeOf(counts)).toBe(ERROR_CODES.companyForbidden);
  });

  it('validates groupBy and the policy id', async () => {
    const policy = policies[0]!;
    expect(
      codeOf(
        await send(app, CALLS.dashboardClaimCounts, {
          query: { ...query(policy), groupBy: 'status' },
          token: hr.accessToken,
        }),
      ),
    ).toBe(ERROR_CODES.badRequest);
    expect(
      codeOf(
        await send(app, CALLS.dashboardAmounts, {
          query: { companyId: hrCompanyId },
          token: hr.accessToken,
        }),
      ),
    ).toBe(ERROR_CODES.required);
  });

  it('answers zero members and claims for the policy without a schedule, not an error', async () => {
    const none = seed.policies.find((p) => p.id === REPORT_DEMO_POLICY_IDS.noFile)!;
    const answer = await send(app, CALLS.dashboardBarCharts, {
      query: query(none),
      token: broker.accessToken,
    });
    expect(answer.statusCode).toBe(200);
    expect(sum(answer.body.data!.byPlan.map((e) => e.totalCount))).toBe(enrolledIn(none.id).length);
  });
});
