/**
 * Consumer contract, the Claims area (spec part 2 sections 2, 3, 4 and 7): the claim policy
 * table and the listing's policy dropdown (claimPolicies), the two listing tabs (claimList), the
 * claim detail (claimDetails, also refused for another company's claim), the excess claims
 * (excessClaims), the COB reasons and the COB request (cobReasons, cobSubmit, also refused),
 * driven through the web's own RTK Query endpoints of the claims feature; the calls no screen
 * reads (claimTransHistory, hospitalList, diagnosisList, paymentProviderFeature, and the general
 * claim list form of claimList) through the web's API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  CALL_ROUTES,
  SCENARIOS,
  TEST_CLOCK_START,
  cobEventTooOld,
  jakartaDayOf,
} from '@mo/contracts';
import { buildSeed, claimDetailFacts, HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import { initialQuery } from '../../web/src/components/data-table/table-rules';
import { claimDetailsApi } from '../../web/src/features/claims/api/claim-details';
import { claimListApi, claimListBody } from '../../web/src/features/claims/api/claim-list';
import { claimPoliciesApi } from '../../web/src/features/claims/api/claim-policies';
import { cobApi } from '../../web/src/features/claims/api/cob';
import { excessClaimsApi, excessClaimsBody } from '../../web/src/features/claims/api/excess-claims';
import { ALL_POLICIES } from '../../web/src/features/claims/rules/claim-rules';
import { moneyLike, paginationLike } from './pact-matchers';
import { clientFor, ok, failed, refused } from './support/pact-client';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, hrSignedIn, isoDate, json, signedInPact } from './members-pact';

const { eachLike, integer, like, regex, string } = MatchersV3;
const { run, call } = signedInPact();
const companyId = HR_COMPANY_ID;

const seed = buildSeed();
const hrPolicy = seed.policies.find((p) => p.companyId === companyId)!;
const hrClaims = seed.claims.filter((c) => c.companyId === companyId);
// A paid claim of the HR company with payments and a breakdown (a COB request may be filed on
// it), and a claim of another company.
// Its event is inside the COB window (180 days) on the provider's clock (TEST_CLOCK_START).
const providerToday = jakartaDayOf(Date.parse(TEST_CLOCK_START));
const paidClaim = hrClaims.find((c) => {
  if (c.status !== 'CC' || cobEventTooOld(c.eventDate, providerToday, 180)) return false;
  const facts = claimDetailFacts(c);
  return facts.payments.length > 0 && facts.breakdown.length > 0;
})!;
const otherClaim = seed.claims.find((c) => c.companyId === OTHER_COMPANY_ID)!;

const money = moneyLike();
const pagination = paginationLike();
const period = {
  id: string(hrPolicy.periods[0]!.id),
  policyPeriodFrom: isoDate('2026-08-01'),
  policyPeriodTo: isoDate('2027-07-31'),
};
const policyRow = {
  id: string(hrPolicy.id),
  policyType: string(hrPolicy.policyType),
  policyNo: string(hrPolicy.policyNo),
  totalActiveAndCompletedClaims: integer(12),
  totalSubmittedClaims: integer(2),
  policyPeriodFrom: isoDate('2026-08-01'),
  policyPeriodTo: isoDate('2027-07-31'),
  policyCommencementDate: isoDate('2024-08-01'),
  policyPeriodVMList: eachLike(period),
};
const claimRow = (status: unknown = regex('^(CC|CP|CA|CR|OS)$', 'CC')) => ({
  id: string(paidClaim.id),
  claimNo: string(paidClaim.claimNo),
  memberName: string(paidClaim.memberName),
  receivedDate: isoDate(paidClaim.receivedDate),
  memberType: regex('^(E|S|C)$', 'E'),
  benefitType: regex('^(HBAS|HSMT|HSCI|HSDT|HSOT|HMCU)$', 'HBAS'),
  benefitTypeDesc: string('Rawat Inap'),
  status,
  statusDesc: string('Paid'),
  claimType: regex('^(P|C)$', 'P'),
  memberNo: string(paidClaim.memberNo),
  incurredAmount: money,
  paidAmount: money,
  policyId: string(hrPolicy.id),
  policyNo: string(hrPolicy.policyNo),
});
const filterOption = { value: string('CC'), label: string('Paid'), count: integer(3) };

const store = (url: string) => rtkStoreFor(url, TOKEN);
type CobRequest = Parameters<typeof cobApi.endpoints.cobSubmit.initiate>[0];
/** Files a COB request through the portal's endpoint against Pact's server. */
const submitCob = (url: string, request: CobRequest) =>
  store(url).dispatch(cobApi.endpoints.cobSubmit.initiate(request));
/** The portal's API client, for the calls no screen reads (no RTK endpoint of their own). */
const apiAt = (url: string) => clientFor(url, TOKEN);

describe('portal → insurer contract (claims)', () => {
  it('has seeded claims of the HR company and of another company', () => {
    expect(paidClaim).toBeDefined();
    expect(otherClaim).toBeDefined();
  });

  /** A page of the claim policy table: rows like policyRow, the two totals, `paging`. */
  const policyPage = (paging: unknown) => ({
    policies: eachLike(policyRow),
    totals: { totalActiveAndCompletedClaims: integer(40), totalSubmittedClaims: integer(5) },
    pagination: paging,
  });

  it('reads the first page of the claim policy table', () =>
    call({
      uponReceiving: 'a request for the first page of the claim policy table',
      call: CALL_ROUTES.claimPolicies,
      query: { companyId, currentPage: '1', pageSize: '10' },
      answer: ok(policyPage(pagination)),
      test: async (server) => {
        const data = await runEndpoint<{ policies: unknown[] }>(
          store(server.url),
          claimPoliciesApi.endpoints.claimPolicies.initiate({
            companyId,
            currentPage: 1,
            pageSize: 10,
          }),
        );
        expect(data.policies.length).toBeGreaterThan(0);
      },
    }));

  it("reads the listing's policy dropdown 50 a page, every page the answer announces", () =>
    call({
      uponReceiving: "a request for the listing's policies, 50 a page",
      call: CALL_ROUTES.claimPolicies,
      query: { companyId, currentPage: '1', pageSize: '50' },
      // one page: the dropdown reads the further pages a larger company announces
      answer: ok(policyPage({ ...pagination, pageSize: integer(50), totalPage: integer(1) })),
      test: async (server) => {
        const data = await runEndpoint<{ policies: Array<{ id: string }> }>(
          store(server.url),
          claimPoliciesApi.endpoints.claimPolicies.initiate({ companyId }),
        );
        expect(data.policies.map((p) => p.id)).toContain(hrPolicy.id);
      },
    }));

  it('reads the first page of active and completed claims of all policies', () => {
    const body = claimListBody(companyId, ALL_POLICIES, 'ACTIVE_COMPLETED', initialQuery(10));
    return call({
      uponReceiving: 'a request for the first page of active and completed claims',
      call: CALL_ROUTES.claimList,
      body: body,
      answer: ok({
        claims: eachLike(claimRow()),
        pagination,
        applicableFilters: eachLike({
          field: regex('^(memberType|benefitType|status|claimType)$', 'status'),
          options: eachLike(filterOption),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ claims: Array<{ status: string }> }>(
          store(server.url),
          claimListApi.endpoints.claimList.initiate(body),
        );
        expect(data.claims.every((c) => c.status !== '')).toBe(true);
      },
    });
  });

  it('searches a policy period by member name, sorted and filtered, 20 a page', () => {
    const body = claimListBody(
      companyId,
      { policyId: paidClaim.policyId, periodId: paidClaim.periodId },
      'ACTIVE_COMPLETED',
      {
        page: 1,
        size: 20,
        sort: { field: 'receivedDate', order: 'desc' },
        filters: { status: ['CC'] },
        search: paidClaim.memberName,
      },
      'memberName',
    );
    return call({
      uponReceiving: 'a searched, sorted and filtered claim listing request',
      call: CALL_ROUTES.claimList,
      body: body,
      answer: ok({
        claims: eachLike({ ...claimRow('CC'), memberName: string(paidClaim.memberName) }),
        pagination: { ...pagination, pageSize: integer(20) },
      }),
      test: async (server) => {
        const data = await runEndpoint<{ claims: Array<{ memberName: string }> }>(
          store(server.url),
          claimListApi.endpoints.claimList.initiate(body),
        );
        expect(data.claims[0]?.memberName).toBe(paidClaim.memberName);
      },
    });
  });

  // The spec's general claim list request (filterRequestVM, memberType, pageNumber, pageSize), as
  // another client sends it: no screen of the portal does, so the API client sends it.
  it('reads the claim listing asked in the general claim list form', () => {
    const body = {
      companyId,
      policyId: ALL_POLICIES.policyId,
      status: 'ACTIVE_COMPLETED' as const,
      filterRequestVM: { status: ['CC' as const] },
      memberType: 'E' as const,
      pageNumber: 1,
      pageSize: 10 as const,
    };
    return call({
      uponReceiving: 'a claim listing request in the general claim list form',
      call: CALL_ROUTES.claimList,
      body: body,
      answer: ok({
        claims: eachLike({ ...claimRow('CC'), memberType: 'E' }),
        pagination,
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.claimList, { body });
        expect(data.claims.every((c) => c.status === 'CC' && c.memberType === 'E')).toBe(true);
      },
    });
  });

  it('reads the submitted tab (the claims of the empty status)', () => {
    const body = claimListBody(companyId, ALL_POLICIES, 'SUBMITTED', initialQuery(10));
    return run({
      given: SCENARIOS.claimsOfEveryStatus,
      params: hrSignedIn(),
      uponReceiving: 'a request for the first page of submitted claims',
      call: CALL_ROUTES.claimList,
      headers: json,
      body: body,
      answer: ok({
        claims: eachLike({ ...claimRow(''), statusDesc: string('Submitted') }),
        pagination,
      }),
      test: async (server) => {
        const data = await runEndpoint<{ claims: Array<{ status: string }> }>(
          store(server.url),
          claimListApi.endpoints.claimList.initiate(body),
        );
        expect(data.claims[0]?.status).toBe('');
      },
    });
  });

  it("reads a claim's detail in the page language", () =>
    call({
      uponReceiving: "a request for a paid claim's detail",
      call: CALL_ROUTES.claimDetails,
      pathParams: { claimId: paidClaim.id },
      query: { companyId, language: 'en' },
      answer: ok({
        id: string(paidClaim.id),
        claimNo: string(paidClaim.claimNo),
        status: { code: 'CC', desc: string('Paid') },
        statusDesc: string('Paid'),
        claimType: regex('^(P|C)$', 'P'),
        incurred: money,
        nonPayable: money,
        excessClaim: money,
        totalPayout: money,
        advancePayment: { advancePaymentAmount: money },
        refund: { refundAmount: money },
        nonPayableTooltip: string('Costs the plan does not cover'),
        excessClaimTooltip: string('The part above the plan limits'),
        policyHolder: string('PT Nusantara Demo'),
        insured: string(paidClaim.memberName),
        benefitsType: string('Rawat Inap'),
        policyNumber: string(hrPolicy.policyNo),
        payments: eachLike({
          counter: integer(1),
          paymentMethod: string('Transfer'),
          accountName: string('RS Sehat'),
          bankName: string('Bank Central Asia'),
          accountNumber: string('1234567890'),
          paymentAmount: money,
          paymentDate: isoDate('2026-11-10'),
          policyNumber: string(hrPolicy.policyNo),
        }),
        claimBreakdown: {
          claimBreakdownList: eachLike({
            benefit: { code: string('HA00'), desc: string('Kamar dan makan') },
            incurred: money,
            nonPayable: money,
            excess: money,
            paid: money,
          }),
          totalPayouts: money,
        },
        visitStartDate: isoDate('2026-10-28'),
        visitEndDate: isoDate('2026-10-30'),
        eventDate: isoDate(paidClaim.eventDate),
        receivedDate: isoDate(paidClaim.receivedDate),
        serviceProviderDesc: like('RS Sehat'),
        benefit: { code: string('HBAS'), desc: string('Rawat Inap') },
        diagnosis: {
          code: string('A09'),
          shortDesc: string('Diare'),
          longDesc: string('Diare dan gastroenteritis'),
        },
        claimRemarks1: like(''),
        claimRemarks2: like(''),
        claimRemarks3: like(''),
        memberNo: string(paidClaim.memberNo),
        memberType: regex('^(E|S|C)$', 'E'),
        hospital: { number: like('H001'), name: like('RS Sehat'), default: like(false) },
        policy: {
          policyNumber: string(hrPolicy.policyNo),
          start: isoDate('2026-08-01'),
          end: isoDate('2027-07-31'),
          status: regex('^(INFORCE|EXPIRED)$', 'INFORCE'),
          planNumber: string('A'),
        },
        referenceNumber: string('REF-1'),
        claimStatusHistoryList: eachLike({
          updateDate: isoDate('2026-11-02'),
          status: { code: regex('^(CC|CP|CA|CR|OS|)$', 'CC'), desc: string('Paid') },
          benefitType: string('HBAS'),
        }),
        cobEligible: like(true),
        cobRequest: null,
      }),
      test: async (server) => {
        const data = await runEndpoint<{ claimNo: string }>(
          store(server.url),
          claimDetailsApi.endpoints.claimDetails.initiate({
            companyId,
            claimId: paidClaim.id,
            language: 'en',
          }),
        );
        expect(data.claimNo).toBe(paidClaim.claimNo);
      },
    }));

  // No screen of the portal reads it (docs/spec-notes.md): the portal's API client calls it.
  it("reads a policy's claims trans-history (the dashboard catalogue)", () =>
    call({
      uponReceiving: "a request for a policy's claims trans-history",
      call: CALL_ROUTES.claimTransHistory,
      query: { companyId, policyId: hrPolicy.id },
      answer: ok({
        months: eachLike({
          month: regex('^\\d{4}-\\d{2}$', '2026-12'),
          receivedCount: integer(4),
          incurredAmount: money,
          paidCount: integer(2),
          paidAmount: money,
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.claimTransHistory, {
          query: { companyId, policyId: hrPolicy.id },
        });
        expect(data.months[0]?.month).toMatch(/^\d{4}-\d{2}$/);
      },
    }));

  // Calls of part 1's catalogue no screen reads (docs/spec-notes.md), through the API client.
  it('reads the hospitals and the diagnoses a claim may name', async () => {
    await call({
      uponReceiving: 'a request for the hospitals',
      call: CALL_ROUTES.hospitalList,
      query: { companyId },
      answer: ok({
        hospitals: eachLike({
          number: string('H0001'),
          name: string('RS Sehat Sentosa'),
          default: like(false),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.hospitalList, {
          query: { companyId },
        });
        expect(data.hospitals.length).toBeGreaterThan(0);
      },
    });
    await call({
      uponReceiving: 'a request for the diagnoses',
      call: CALL_ROUTES.diagnosisList,
      query: { companyId },
      answer: ok({
        diagnoses: eachLike({
          code: string('A09'),
          shortDesc: string('Diare'),
          longDesc: string('Diare dan gastroenteritis'),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.diagnosisList, {
          query: { companyId },
        });
        expect(data.diagnoses.length).toBeGreaterThan(0);
      },
    });
  });

  it("reads the company's payment-provider feature", () =>
    call({
      uponReceiving: "a request for the company's payment-provider feature",
      call: CALL_ROUTES.paymentProviderFeature,
      query: { companyId },
      answer: ok({ enabled: like(true), providerName: string('Mitra Bayar') }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.paymentProviderFeature, {
          query: { companyId },
        });
        expect(typeof data.enabled).toBe('boolean');
      },
    }));

  it('refuses the detail of a claim of a company the user does not manage (GW1035)', () =>
    call({
      uponReceiving: "a request for another company's claim",
      call: CALL_ROUTES.claimDetails,
      pathParams: { claimId: otherClaim.id },
      query: { companyId, language: 'id' },
      ...refused(403, 'GW1035', (server) =>
        runEndpoint(
          store(server.url),
          claimDetailsApi.endpoints.claimDetails.initiate({
            companyId,
            claimId: otherClaim.id,
            language: 'id',
          }),
        ),
      ),
    }));

  it('reads the first page of excess claims, oldest ageing first', () => {
    const body = excessClaimsBody(companyId, ALL_POLICIES, initialQuery(10));
    return call({
      uponReceiving: 'a request for the first page of excess claims by ageing',
      call: CALL_ROUTES.excessClaims,
      body: body,
      answer: ok({
        excessClaims: eachLike({
          claimNo: string(paidClaim.claimNo),
          id: string(paidClaim.id),
          memberName: string(paidClaim.memberName),
          memberNo: string(paidClaim.memberNo),
          memberType: regex('^(E|S|C)$', 'E'),
          excessAmount: money,
          excessStatus: regex('^(OUTSTANDING|PAID|PENDING)$', 'OUTSTANDING'),
          benefitType: string('HBAS'),
          benefitTypeDesc: string('Rawat Inap'),
          incurredAmount: money,
          paidAmount: money,
          ageing: integer(12),
          excessDate: isoDate('2026-10-20'),
          policyId: string(hrPolicy.id),
          policyNo: string(hrPolicy.policyNo),
        }),
        pagination,
        applicableFilters: eachLike({
          field: regex('^(memberType|benefitType|excessStatus)$', 'excessStatus'),
          options: eachLike({ ...filterOption, value: string('OUTSTANDING') }),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ excessClaims: Array<{ ageing: number }> }>(
          store(server.url),
          excessClaimsApi.endpoints.excessClaims.initiate(body),
        );
        const ageing = data.excessClaims.map((e) => e.ageing);
        expect(ageing).toEqual([...ageing].sort((a, b) => b - a));
      },
    });
  });

  it('reads the COB process-day count (the COB window)', () =>
    call({
      uponReceiving: 'a request for the COB process-day count',
      call: CALL_ROUTES.sysParamConfig,
      pathParams: { code: 'COB_PROCESS_DAY' },
      query: { companyId },
      answer: ok({
        code: 'COB_PROCESS_DAY',
        value: regex('^\\d+$', '180'),
        description: string('Days after the claim event a COB request may be filed'),
      }),
      test: async (server) => {
        const days = await runEndpoint<number | null>(
          store(server.url),
          cobApi.endpoints.cobProcessDays.initiate({ companyId }),
        );
        expect(days).toBe(180);
      },
    }));

  it('reads the COB reasons in both languages', () =>
    call({
      uponReceiving: 'a request for the COB reasons',
      call: CALL_ROUTES.cobReasons,
      query: { companyId },
      answer: ok({
        cobReasons: eachLike({
          id: string('C1'),
          code: regex('^(C1|C2|C3)$', 'C1'),
          description: string('Combined claim with BPJS Kesehatan'),
          descriptions: {
            id: string('Klaim gabungan dengan BPJS Kesehatan'),
            en: string('Combined claim with BPJS Kesehatan'),
          },
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ cobReasons: unknown[] }>(
          store(server.url),
          cobApi.endpoints.cobReasons.initiate({ companyId }),
        );
        expect(data.cobReasons.length).toBeGreaterThan(0);
      },
    }));

  it('files a COB request for another insurer and reads its reference', () => {
    const request: CobRequest = {
      companyId,
      claimId: paidClaim.id,
      reason: 'C2',
      insurerName: 'PT Asuransi Lain',
    };
    return call({
      uponReceiving: 'a COB request naming another insurer',
      call: CALL_ROUTES.cobSubmit,
      body: request,
      answer: ok({ cobRefNo: regex('^[A-Z0-9-]+$', 'COB2026112200001') }),
      test: async (server) => {
        const result = await submitCob(server.url, request);
        expect('data' in result && result.data?.cobRefNo).toBeTruthy();
      },
    });
  });

  /** A COB request the insurer refuses with errorCode (409), read by the portal as that code. */
  const cobRefusal = (
    errorCode: string,
    params: Record<string, string>,
    uponReceiving: string,
    request: CobRequest,
  ) =>
    run({
      given: SCENARIOS.cobRefused,
      params,
      uponReceiving,
      call: CALL_ROUTES.cobSubmit,
      headers: json,
      body: request,
      status: 409,
      answer: failed(errorCode),
      test: async (server) => {
        const result = await submitCob(server.url, request);
        expect('error' in result && result.error).toMatchObject({ errorCode });
      },
    });

  it('reads the refusal of a COB request (CB4001)', () =>
    cobRefusal('CB4001', hrSignedIn(), 'a COB request the insurer refuses', {
      companyId,
      claimId: paidClaim.id,
      reason: 'C1',
    }));

  it('reads the refusal of a COB request on a claim whose event is too old (CB4003)', () =>
    cobRefusal(
      'CB4003',
      { ...hrSignedIn(), errorCode: 'CB4003' },
      'a COB request on a claim whose event is too old',
      { companyId, claimId: paidClaim.id, reason: 'C3', description: 'Lainnya' },
    ));
});
