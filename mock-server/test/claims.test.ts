import {
  ALL_POLICIES_ID,
  CALLS,
  CLAIM_LIMITS,
  CLAIM_STATUS_DESCRIPTIONS,
  ERROR_CODES,
  TEST_CLOCK_START,
  type ClaimRow,
} from '@mo/contracts';
import {
  HR_COMPANY_ID,
  OTHER_COMPANY_ID,
  claimDetailFacts,
  demoUser,
  type SeedClaim,
} from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { claimBook, CompanyClaims } from '../src/services/claim-book';
import { useTestApp } from './app-setup';
import {
  claimRowFacts,
  firstPolicy,
  hrClaimList,
  hrClaims,
  hrPolicies,
  newestPeriod,
  seed,
} from './hr-seed';
import { allPages, codeOf, send, type SignedIn, useSignedInApp } from './helpers';

/** The claims of the HR company's first policy, newest period, one tab. */
const tabOf = (stage: SeedClaim['stage'], periodId = newestPeriod.id) =>
  hrClaims.filter(
    (c) => c.policyId === firstPolicy.id && c.periodId === periodId && c.stage === stage,
  );
const brokerCompanies = demoUser(seed, 'broker').companyIds;
/** A company neither demo user manages. */
const foreignCompany = seed.companies.find(
  (c) => c.id !== HR_COMPANY_ID && !brokerCompanies.includes(c.id),
);
const brokerOnlyClaim = seed.claims.find(
  (c) => c.companyId === OTHER_COMPANY_ID && c.status === 'CC',
)!;
const byReceivedDesc = (a: SeedClaim, b: SeedClaim) =>
  a.receivedDate === b.receivedDate
    ? a.claimNo < b.claimNo
      ? 1
      : -1
    : a.receivedDate < b.receivedDate
      ? 1
      : -1;

describe('claims: policy table, listings, detail', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  // The mock's clock at TEST_CLOCK_START: the COB window (cobEligible) counts to its Jakarta day.
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
  });

  const list = (body: Record<string, unknown>, token = hr.accessToken) =>
    hrClaimList(app, token, body);
  /** Every row of a query, through the pages. */
  const allRows = (body: Record<string, unknown>): Promise<ClaimRow[]> =>
    allPages(
      (paging) => list({ ...body, ...paging }),
      (data) => data.claims,
    );
  const details = (claimId: string, query: Record<string, string> = {}, token = hr.accessToken) =>
    send(app, CALLS.claimDetails, {
      params: { claimId },
      query: { companyId: HR_COMPANY_ID, ...query },
      token,
    });

  describe('claimPolicies', () => {
    it('lists the policies with their two totals from the book, page 1 of size 10', async () => {
      const answer = await send(app, CALLS.claimPolicies, {
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data.pagination).toEqual({
        currentPage: 1,
        pageSize: 10,
        totalPage: 1,
        totalRecord: hrPolicies.length,
      });
      expect(data.policies.map((p) => p.id)).toEqual(hrPolicies.map((p) => p.id));
      for (const row of data.policies) {
        const claims = hrClaims.filter((c) => c.policyId === row.id);
        expect(row.totalSubmittedClaims).toBe(claims.filter((c) => c.status === '').length);
        expect(row.totalActiveAndCompletedClaims).toBe(
          claims.filter((c) => c.status !== '').length,
        );
      }
      expect(data.totals).toEqual({
        totalActiveAndCompletedClaims: hrClaims.filter((c) => c.stage !== 'SUBMITTED').length,
        totalSubmittedClaims: hrClaims.filter((c) => c.stage === 'SUBMITTED').length,
      });
      expect(data.policies[0]!.policyPeriodVMList[0]).toEqual(newestPeriod);
    });

    it('pages with sizes 10 to 50 only (GC400 else)', async () => {
      const page2 = await send(app, CALLS.claimPolicies, {
        query: { companyId: HR_COMPANY_ID, currentPage: 2, pageSize: 10 },
        token: hr.accessToken,
      });
      expect(page2.body.data!.policies).toEqual([]);
      for (const pageSize of [5, 100]) {
        const answer = await send(app, CALLS.claimPolicies, {
          query: { companyId: HR_COMPANY_ID, pageSize },
          token: hr.accessToken,
        });
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
    });
  });

  describe('claimList', () => {
    it('answers the active tab of the newest period, newest first, with its filters', async () => {
      const expected = tabOf('ACTIVE_COMPLETED').sort(byReceivedDesc);
      expect(expected.length).toBeGreaterThan(10);
      const answer = await list({});
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data.pagination).toEqual({
        currentPage: 1,
        pageSize: 10,
        totalPage: Math.ceil(expected.length / 10),
        totalRecord: expected.length,
      });
      expect(data.claims.map((c) => c.id)).toEqual(expected.slice(0, 10).map((c) => c.id));
      const row = data.claims[0]!;
      const claim = expected[0]!;
      expect(row).toMatchObject({
        ...claimRowFacts(claim),
        status: claim.status,
        statusDesc: CLAIM_STATUS_DESCRIPTIONS[claim.status],
        claimType: claim.claimType,
        receivedDate: claim.receivedDate,
        incurredAmount: { amount: claim.incurredAmount, currency: 'IDR' },
        paidAmount: { amount: claim.paidAmount, currency: 'IDR' },
      });
      expect(row.incurredAmount.formattedAmount).toMatch(/^\d{1,3}(\.\d{3})*,00$/);
      const status = data.applicableFilters.find((f) => f.field === 'status')!;
      expect(status.options.map((o) => o.value)).toEqual(['CC', 'CP', 'CA', 'CR', 'OS', '']);
      expect(status.options.reduce((n, o) => n + o.count, 0)).toBe(expected.length);
      const submittedOption = status.options.find((o) => o.value === '')!;
      expect(submittedOption.count).toBe(0);
    });

    it('answers the submitted tab: the claims of the empty status', async () => {
      const rows = await allRows({ status: 'SUBMITTED' });
      expect(rows.map((r) => r.id).sort()).toEqual(
        tabOf('SUBMITTED')
          .map((c) => c.id)
          .sort(),
      );
      expect(rows.every((r) => r.status === '')).toBe(true);
    });

    it('answers an older period and every policy (0000, any period ignored)', async () => {
      const older = hrPolicies.flatMap((p) =>
        p.periods.slice(1).map((period) => [p, period] as const),
      )[0];
      if (older) {
        const [policy, period] = older;
        const rows = await allRows({ policyId: policy.id, periodId: period.id });
        expect(rows.map((r) => r.id).sort()).toEqual(
          hrClaims
            .filter((c) => c.periodId === period.id && c.stage === 'ACTIVE_COMPLETED')
            .map((c) => c.id)
            .sort(),
        );
      }
      const all = await allRows({ policyId: ALL_POLICIES_ID, periodId: 'ignored' });
      expect(all).toHaveLength(hrClaims.filter((c) => c.stage === 'ACTIVE_COMPLETED').length);
    });

    it.each(CLAIM_LIMITS.pageSizes)('takes page size %i', async (pageSize) => {
      const answer = await list({ pageSize, policyId: ALL_POLICIES_ID });
      expect(answer.body.data!.claims).toHaveLength(pageSize);
      expect(answer.body.data!.pagination.pageSize).toBe(pageSize);
    });

    it('refuses page sizes outside 10-50 and a search over 121 characters (GC400)', async () => {
      for (const body of [{ pageSize: 9 }, { pageSize: 60 }, { searchByValue: 'a'.repeat(122) }]) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
      expect((await list({ searchByValue: 'a'.repeat(121) })).statusCode).toBe(200);
    });

    it('searches by the chosen field only, case-insensitive, member number with its hyphen', async () => {
      const claim = tabOf('ACTIVE_COMPLETED')[0]!;
      const word = claim.memberName.split(' ')[0]!.toUpperCase();
      const byName = await allRows({ searchByMemberType: 'memberName', searchByValue: word });
      expect(byName.map((r) => r.id)).toContain(claim.id);
      expect(byName.every((r) => r.memberName.toUpperCase().includes(word))).toBe(true);
      // the same word as a claim number finds nothing
      expect(await allRows({ searchByMemberType: 'claimNo', searchByValue: word })).toEqual([]);
      const hyphenated = `${claim.memberNo.slice(0, 5)}-${claim.memberNo.slice(5)}`;
      const byNumber = await allRows({ searchByMemberType: 'memberNo', searchByValue: hyphenated });
      expect(byNumber.map((r) => r.id)).toContain(claim.id);
      const byClaimNo = await allRows({
        searchByMemberType: 'claimNo',
        searchByValue: ` ${claim.claimNo.toLowerCase()} `,
      });
      expect(byClaimNo.map((r) => r.id)).toEqual([claim.id]);
      // no field chosen: all three
      const any = await allRows({ searchByValue: claim.claimNo });
      expect(any.map((r) => r.id)).toEqual([claim.id]);
    });

    it.each<[string, (c: ClaimRow) => string | number]>([
      ['incurredAmount', (c) => c.incurredAmount.amount],
      ['memberName', (c) => c.memberName.toLowerCase()],
      ['claimNo', (c) => c.claimNo],
    ])('sorts by %s both ways', async (sortByField, key) => {
      for (const sortByOrder of ['ASC', 'DESC'] as const) {
        const rows = await allRows({ policyId: ALL_POLICIES_ID, sortByField, sortByOrder });
        const keys = rows.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(sortByOrder === 'ASC' ? sorted : sorted.reverse());
      }
    });

    it('filters by status, claim type, member type and benefit type (values or-ed, fields and-ed)', async () => {
      const filterBy = { status: ['CC', 'CR'], claimType: ['P'], memberType: ['E', 'S'] };
      const rows = await allRows({ policyId: ALL_POLICIES_ID, filterBy });
      const expected = hrClaims.filter(
        (c) =>
          ['CC', 'CR'].includes(c.status) &&
          c.claimType === 'P' &&
          ['E', 'S'].includes(c.memberType),
      );
      expect(rows.map((r) => r.id).sort()).toEqual(expected.map((c) => c.id).sort());
      const benefit = expected[0]!.benefitType;
      const byBenefit = await allRows({
        policyId: ALL_POLICIES_ID,
        filterBy: { benefitType: [benefit] },
      });
      expect(byBenefit.every((r) => r.benefitType === benefit)).toBe(true);
      // an empty list filters nothing out
      const none = await list({ policyId: ALL_POLICIES_ID, filterBy: { status: [] } });
      expect(none.body.data!.pagination.totalRecord).toBe(
        hrClaims.filter((c) => c.stage === 'ACTIVE_COMPLETED').length,
      );
    });

    it('takes the general claim list form too: pageNumber, memberType, filterRequestVM', async () => {
      const ids = (answer: Awaited<ReturnType<typeof list>>) => {
        expect(answer.statusCode).toBe(200);
        return {
          ids: answer.body.data!.claims.map((c) => c.id),
          total: answer.body.data!.pagination.totalRecord,
          page: answer.body.data!.pagination.currentPage,
        };
      };
      const all = { policyId: ALL_POLICIES_ID, pageSize: 10 };
      // pageNumber is the page; currentPage wins when both come
      const second = ids(await list({ ...all, currentPage: 2 }));
      expect(second.page).toBe(2);
      expect(ids(await list({ ...all, pageNumber: 2 }))).toEqual(second);
      expect(ids(await list({ ...all, pageNumber: 3, currentPage: 2 }))).toEqual(second);
      // memberType and filterRequestVM filter like filterBy
      const listing = ids(
        await list({ ...all, filterBy: { memberType: ['E'], status: ['CC', 'CR'] } }),
      );
      const expected = hrClaims.filter(
        (c) => c.memberType === 'E' && ['CC', 'CR'].includes(c.status),
      ).length;
      expect(listing.total).toBe(expected);
      expect(
        ids(await list({ ...all, memberType: 'E', filterRequestVM: { status: ['CC', 'CR'] } })),
      ).toEqual(listing);
      // every filter sent applies: a field named twice keeps the values both allow
      const spouses = ids(await list({ ...all, filterBy: { memberType: ['S'] } }));
      expect(spouses.total).toBeGreaterThan(0);
      expect(
        ids(await list({ ...all, filterBy: { memberType: ['E', 'S'] }, memberType: 'S' })),
      ).toEqual(spouses);
      expect(
        ids(await list({ ...all, filterRequestVM: { memberType: ['E'] }, memberType: 'S' })).total,
      ).toBe(0);
      expect(codeOf(await list({ ...all, memberType: 'X' }))).toBe(ERROR_CODES.badRequest);
    });

    it('answers bad bodies with an error code, never a 500', async () => {
      const bodies = [
        { filterBy: { status: ['XX'] } },
        { filterBy: { colour: ['red'] } },
        { sortByField: 'salary' },
        { status: 'ALL' },
        { searchByMemberType: 'email' },
        { currentPage: 0 },
        { policyId: '' },
      ];
      for (const body of bodies) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
      const missing = await send(app, CALLS.claimList, {
        body: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(missing.statusCode).toBe(400);
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
      const notJson = await send(app, CALLS.claimList, { body: 'nonsense', token: hr.accessToken });
      expect(notJson.statusCode).toBeLessThan(500);
    });

    it('answers GC404 for a policy or period not of the company', async () => {
      const otherPolicy = seed.policies.find((p) => p.companyId !== HR_COMPANY_ID)!;
      expect(codeOf(await list({ policyId: otherPolicy.id }))).toBe(ERROR_CODES.notFound);
      expect(codeOf(await list({ periodId: 'PO-OTHER-P01' }))).toBe(ERROR_CODES.notFound);
    });
  });

  describe('scoping (GW1035)', () => {
    it('refuses every claims list of a company the user does not manage, with no data', async () => {
      const calls = [
        () => list({ companyId: OTHER_COMPANY_ID, policyId: ALL_POLICIES_ID }),
        () =>
          send(app, CALLS.excessClaims, {
            body: { companyId: OTHER_COMPANY_ID, policyId: ALL_POLICIES_ID },
            token: hr.accessToken,
          }),
        () =>
          send(app, CALLS.claimPolicies, {
            query: { companyId: OTHER_COMPANY_ID },
            token: hr.accessToken,
          }),
      ];
      for (const call of calls) {
        const answer = await call();
        expect(answer.statusCode).toBe(403);
        expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
        expect(answer.body.data).toBeUndefined();
      }
    });

    it("refuses a claim of another company by its id, even under the user's own company", async () => {
      const underOwn = await details(brokerOnlyClaim.id);
      expect(underOwn.statusCode).toBe(403);
      expect(codeOf(underOwn)).toBe(ERROR_CODES.companyForbidden);
      expect(underOwn.body.data).toBeUndefined();
      const underOther = await details(brokerOnlyClaim.id, { companyId: OTHER_COMPANY_ID });
      expect(codeOf(underOther)).toBe(ERROR_CODES.companyForbidden);
      // the broker manages that company: the claim is theirs to read
      const asBroker = await details(
        brokerOnlyClaim.id,
        { companyId: OTHER_COMPANY_ID },
        broker.accessToken,
      );
      expect(asBroker.statusCode).toBe(200);
      // under another of the broker's companies it is not found there
      expect(codeOf(await details(brokerOnlyClaim.id, {}, broker.accessToken))).toBe(
        ERROR_CODES.notFound,
      );
      if (foreignCompany) {
        const foreign = seed.claims.find((c) => c.companyId === foreignCompany.id)!;
        expect(codeOf(await details(foreign.id, {}, broker.accessToken))).toBe(
          ERROR_CODES.companyForbidden,
        );
      }
      expect(codeOf(await details('CL-NO-SUCH'))).toBe(ERROR_CODES.notFound);
    });
  });

  describe('claimDetails', () => {
    const paid = hrClaims.find(
      (c) => c.status === 'CC' && c.excessAmount > 0 && claimDetailFacts(c).breakdown.length > 1,
    )!;

    it('answers a paid claim whose amounts, breakdown and payments add up', async () => {
      const answer = await details(paid.id);
      expect(answer.statusCode).toBe(200);
      const d = answer.body.data!;
      const policy = seed.policies.find((p) => p.id === paid.policyId)!;
      expect(d).toMatchObject({
        id: paid.id,
        claimNo: paid.claimNo,
        status: { code: 'CC', desc: 'Paid' },
        claimType: paid.claimType,
        policyNumber: policy.policyNo,
        policyHolder: policy.policyHolder,
        insured: paid.memberName,
        eventDate: paid.eventDate,
        cobEligible: true,
        cobRequest: null,
      });
      expect(d.incurred.amount).toBe(
        d.nonPayable.amount + d.excessClaim.amount + d.totalPayout.amount,
      );
      expect(d.totalPayout.amount).toBe(paid.paidAmount);
      const sum = (k: 'incurred' | 'nonPayable' | 'excess' | 'paid') =>
        d.claimBreakdown.claimBreakdownList.reduce((n, r) => n + r[k].amount, 0);
      expect(sum('incurred')).toBe(d.incurred.amount);
      expect(sum('nonPayable')).toBe(d.nonPayable.amount);
      expect(sum('excess')).toBe(d.excessClaim.amount);
      expect(sum('paid')).toBe(d.totalPayout.amount);
      expect(d.claimBreakdown.totalPayouts.amount).toBe(d.totalPayout.amount);
      const payments = d.payments.reduce((n, p) => n + p.paymentAmount.amount, 0);
      expect(
        payments + d.advancePayment.advancePaymentAmount.amount - d.refund.refundAmount.amount,
      ).toBe(d.totalPayout.amount);
      expect(d.claimStatusHistoryList.map((h) => h.status.code)).toEqual(['', 'CP', 'CA', 'CC']);
      expect(d.serviceProviderCode).toBe(d.hospital.number);
    });

    it('answers the tooltips in the asked language (Indonesian by default)', async () => {
      const id = (await details(paid.id)).body.data!;
      const en = (await details(paid.id, { language: 'en' })).body.data!;
      expect(id.nonPayableTooltip).toMatch(/tidak dijamin/);
      expect(en.nonPayableTooltip).toMatch(/does not cover/);
      expect(en.excessClaimTooltip).not.toBe(id.excessClaimTooltip);
    });

    it('answers an undecided claim with only its incurred amount and no breakdown', async () => {
      const pending = hrClaims.find((c) => c.status === 'OS')!;
      const d = (await details(pending.id)).body.data!;
      expect(d.status).toEqual({ code: 'OS', desc: CLAIM_STATUS_DESCRIPTIONS.OS });
      expect([d.nonPayable.amount, d.excessClaim.amount, d.totalPayout.amount]).toEqual([0, 0, 0]);
      expect(d.claimBreakdown.claimBreakdownList).toEqual([]);
      expect(d.cobEligible).toBe(false);
      const submitted = hrClaims.find((c) => c.status === '')!;
      expect((await details(submitted.id)).body.data!.status).toEqual({
        code: '',
        desc: 'Submitted',
      });
    });

    it('carries remarks of more than seven lines on some claims', () => {
      const long = hrClaims.filter((c) => claimDetailFacts(c).remarks[0].split('\n').length > 7);
      expect(long.length).toBeGreaterThan(0);
    });
  });
});

describe('claim filter counts', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));

  it('are kept between listings and follow an added claim', () => {
    const entries = claimBook(app.store)
      .of(HR_COMPANY_ID)
      .entries.filter((e) => e.claim.stage === 'ACTIVE_COMPLETED');
    const last = entries.at(-1)!;
    const company = new CompanyClaims();
    for (const entry of entries.slice(0, -1)) company.add(entry);
    const count = () =>
      company
        .counts(ALL_POLICIES_ID, undefined, 'ACTIVE_COMPLETED', 'status', [last.claim.status])
        .get(last.claim.status);
    const before = count()!;
    expect(before).toBe(
      entries.slice(0, -1).filter((e) => e.claim.status === last.claim.status).length,
    );
    expect(count()).toBe(before);
    company.add(last);
    expect(count()).toBe(before + 1);
  });
});
