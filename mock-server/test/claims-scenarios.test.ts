import { ALL_POLICIES_ID, CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { firstPolicy, hrClaimList, seed } from './hr-seed';
import { arm, armOk, codeOf, send } from './helpers';

const userName = DEMO_USERS.hr.email;
const eligible = seed.claims.find((c) => c.companyId === HR_COMPANY_ID && c.status === 'CA')!;

describe('claims scenarios (control API)', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const armed = (name: string, body: object = { userName }) =>
    armOk<{ accessToken: string; claimIds?: Record<string, string>; cobRefNo?: string }>(
      app,
      name,
      body,
    );
  const list = (token: string, body: Record<string, unknown>) => hrClaimList(app, token, body);
  const details = (token: string, claimId: string) =>
    send(app, CALLS.claimDetails, {
      params: { claimId },
      query: { companyId: HR_COMPANY_ID },
      token,
    });

  it(`${SCENARIOS.claimsOfEveryStatus}: a claim of each status first on its tab, excess of each status`, async () => {
    const { accessToken, claimIds } = await armed(SCENARIOS.claimsOfEveryStatus);
    const active = (await list(accessToken, {})).body.data!.claims;
    for (const status of ['CC', 'CP', 'CA', 'CR', 'OS'] as const) {
      const row = active.find((r) => r.id === claimIds![status]);
      expect(row?.status).toBe(status);
    }
    const submitted = (await list(accessToken, { status: 'SUBMITTED' })).body.data!.claims;
    expect(submitted[0]).toMatchObject({ id: claimIds!.SUBMITTED, status: '' });
    for (const status of ['OUTSTANDING', 'PAID', 'PENDING'] as const) {
      const id = claimIds![`EXCESS_${status}`]!;
      const found = await send(app, CALLS.excessClaims, {
        body: { companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID, searchByValue: id.slice(3) },
        token: accessToken,
      });
      expect(found.body.data!.excessClaims.map((r) => [r.id, r.excessStatus])).toEqual([
        [id, status],
      ]);
      const d = (await details(accessToken, id)).body.data!;
      expect(d.incurred.amount).toBe(
        d.nonPayable.amount + d.excessClaim.amount + d.totalPayout.amount,
      );
    }
    // the policy table and the dashboard count the new claims too
    const policies = (
      await send(app, CALLS.claimPolicies, {
        query: { companyId: HR_COMPANY_ID },
        token: accessToken,
      })
    ).body.data!.policies;
    const seeded = seed.claims.filter((c) => c.policyId === firstPolicy.id);
    expect(policies[0]!.totalSubmittedClaims).toBe(
      seeded.filter((c) => c.status === '').length + 1,
    );
    const counts = (
      await send(app, CALLS.dashboardClaimCounts, {
        query: { companyId: HR_COMPANY_ID, policyId: firstPolicy.id, groupBy: 'plan' },
        token: accessToken,
      })
    ).body.data!.claimStatus;
    expect(counts.reduce((n, e) => n + e.totalCount, 0)).toBe(seeded.length + 10);
  });

  it(`${SCENARIOS.claimsOfEveryStatus}: a paid claim on the first page whose event is too old for a COB (CB4003)`, async () => {
    const { accessToken, claimIds } = await armed(SCENARIOS.claimsOfEveryStatus);
    const id = claimIds!.COB_TOO_OLD!;
    const active = (await list(accessToken, {})).body.data!.claims;
    expect(active.find((r) => r.id === id)?.status).toBe('CC');
    const d = (await details(accessToken, id)).body.data!;
    expect(d).toMatchObject({ cobEligible: false, cobRequest: null });
    // CC takes a COB by status alone (cobEligible true for its fellow received the same day).
    expect((await details(accessToken, claimIds!.CC!)).body.data!.cobEligible).toBe(true);
    const refused = await send(app, CALLS.cobSubmit, {
      body: { companyId: HR_COMPANY_ID, claimId: id, reason: 'C1' },
      token: accessToken,
    });
    expect(codeOf(refused)).toBe(ERROR_CODES.cobEventTooOld);
  });

  it(`${SCENARIOS.claimsBookEmpty}: no claim, no excess, zero totals and figures`, async () => {
    const { accessToken } = await armed(SCENARIOS.claimsBookEmpty);
    for (const status of ['ACTIVE_COMPLETED', 'SUBMITTED']) {
      const answer = await list(accessToken, { policyId: ALL_POLICIES_ID, status });
      expect(answer.body.data!.claims).toEqual([]);
      expect(answer.body.data!.pagination).toMatchObject({ totalRecord: 0, totalPage: 0 });
    }
    const excess = await send(app, CALLS.excessClaims, {
      body: { companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID },
      token: accessToken,
    });
    expect(excess.body.data!.excessClaims).toEqual([]);
    const table = await send(app, CALLS.claimPolicies, {
      query: { companyId: HR_COMPANY_ID },
      token: accessToken,
    });
    expect(table.body.data!.totals).toEqual({
      totalActiveAndCompletedClaims: 0,
      totalSubmittedClaims: 0,
    });
    const amounts = await send(app, CALLS.dashboardAmounts, {
      query: { companyId: HR_COMPANY_ID, policyId: firstPolicy.id },
      token: accessToken,
    });
    expect(amounts.body.data!.excessClaim.totalAmount.map((a) => a.value)).toEqual([0, 0]);
  });

  it(`${SCENARIOS.cobRequested}: the claim shows the request; a reset forgets it`, async () => {
    const { accessToken, claimIds, cobRefNo } = await armed(SCENARIOS.cobRequested);
    const d = (await details(accessToken, claimIds!.COB!)).body.data!;
    expect(d.cobRequest).toMatchObject({ cobRefNo, reason: { code: 'C2' } });
    expect(d.cobEligible).toBe(false);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const again = await armed(SCENARIOS.signedIn);
    expect((await details(again.accessToken, claimIds!.COB!)).body.data!.cobRequest).toBeNull();
  });

  it(`${SCENARIOS.cobRefused}: the next COB request is refused, the one after goes through`, async () => {
    const { accessToken } = await armed(SCENARIOS.cobRefused);
    const body = { companyId: HR_COMPANY_ID, claimId: eligible.id, reason: 'C1' };
    const refused = await send(app, CALLS.cobSubmit, { body, token: accessToken });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe(ERROR_CODES.cobNotAllowed);
    const next = await send(app, CALLS.cobSubmit, { body, token: accessToken });
    expect(next.statusCode).toBe(200);
    const custom = await armed(SCENARIOS.cobRefused, { userName, errorCode: 'CB4002' });
    const other = seed.claims.find((c) => c.companyId === HR_COMPANY_ID && c.status === 'CR')!;
    const refusedAgain = await send(app, CALLS.cobSubmit, {
      body: { ...body, claimId: other.id },
      token: custom.accessToken,
    });
    expect(codeOf(refusedAgain)).toBe('CB4002');
  });

  it(`${SCENARIOS.paymentProviderDisabled}: the feature is off for the user's companies`, async () => {
    const { accessToken } = await armed(SCENARIOS.paymentProviderDisabled);
    const answer = await send(app, CALLS.paymentProviderFeature, {
      query: { companyId: HR_COMPANY_ID },
      token: accessToken,
    });
    expect(answer.body.data).toEqual({ enabled: false, providerName: null });
  });

  it('refuses claims scenarios for an unknown user (GC400), never a 500', async () => {
    for (const name of [
      SCENARIOS.claimsOfEveryStatus,
      SCENARIOS.claimsBookEmpty,
      SCENARIOS.cobRequested,
    ]) {
      const answer = await arm(app, name, { userName: 'nobody@example.com' });
      expect(answer.statusCode).toBe(400);
    }
  });
});
