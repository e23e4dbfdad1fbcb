/**
 * Consumer contract, the signed-in portal of part 1: policy details, plans, benefits, benefit
 * schedule and mapping, the policy-benefit export, the dashboard. Reads are driven through the
 * pages' own RTK Query endpoints; the export through its API functions.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { API_DATE_PATTERN, DEMO_USERS, CALL_ROUTES, type AnyCallRoute } from '@mo/contracts';
import { DEMO_USER_IDS, HR_COMPANY_ID, REPORT_DEMO_POLICY_IDS, buildSeed } from '@mo/fixtures';
import { policyDetailsApi } from '../../web/src/features/policies/api/policy-details';
import { policyPlansApi } from '../../web/src/lib/api/policy-plans';
import { policyBenefitsApi } from '../../web/src/features/policies/api/policy-benefits';
import { benefitScheduleApi } from '../../web/src/features/policies/api/benefit-schedule';
import { benefitMappingApi } from '../../web/src/lib/benefit-mapping';
import { fetchReportFile, listReportFiles } from '../../web/src/lib/report-download';
import { dashboardAmountsApi } from '../../web/src/features/dashboard/api/dashboard-amounts';
import { dashboardBarChartsApi } from '../../web/src/features/dashboard/api/dashboard-bar-charts';
import { dashboardClaimCountsApi } from '../../web/src/features/dashboard/api/dashboard-claim-counts';
import { lastLoginApi } from '../../web/src/features/dashboard/api/last-login';
import { updateLanguage } from '../../web/src/features/account/api/update-language';
import { newPact } from './pact-setup';
import { clientFor, ok, signedInCall } from './support/pact-client';
import { rtkStoreFor, runEndpoint } from './rtk-driver';

const { like, eachLike, regex, integer, number, string, boolean } = MatchersV3;
const pact = newPact();
const TOKEN = 'full-token';
const call = signedInCall(pact, TOKEN);
const POLICY = REPORT_DEMO_POLICY_IDS.oneFile;
const companyId = HR_COMPANY_ID;
// the server's dates: YYYY-MM-DD or YYYYMMDD (part 2 section 9); the portal reads either
const isoDate = (example: string) => regex(API_DATE_PATTERN, example);
const chartEntry = {
  param: string('Employee'),
  totalCount: integer(12),
  totalAmount: number(1500000.5),
};
const amountCard = {
  totalAmount: [
    { value: number(1250000.5), label: string('Total') },
    { value: number(250000.25), label: string('Outstanding') },
  ],
};
const reportRequest = {
  companyId,
  policyId: POLICY,
  reportCode: 'POLICY_BENEFIT',
  reportFormat: 'EXCEL',
} as const;

describe('portal → insurer contract (policies and dashboard)', () => {
  it('reads a policy’s details', () =>
    call({
      uponReceiving: 'a request for a policy’s details',
      call: CALL_ROUTES.policyDetails,
      pathParams: { policyId: POLICY },
      query: { companyId },
      answer: ok({
        id: POLICY,
        policyType: string('Asuransi Kesehatan Kumpulan'),
        policyNo: string('GHG0001001'),
        policyHolder: string('PT Nusantara Karya Sejahtera Tbk'),
        policyCommencementDate: isoDate('2026-08-01'),
        hrContactPerson: string('Rina'),
        hrEmailAddress: string('hr@x.co.id'),
        subsidiaryVMList: eachLike({
          id: string('S1'),
          subsidiaryNo: string('001'),
          subsidiaryName: string('Kantor Pusat'),
        }),
        policyPeriodVMList: eachLike({
          id: string('P1'),
          policyPeriodFrom: isoDate('2026-08-01'),
          policyPeriodTo: isoDate('2027-07-31'),
        }),
        planVMList: eachLike({ planNo: string('A'), planDescription: string('Plan A') }),
        selectedPeriodId: string('P1'),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ selectedPeriodId: string }>(
          rtkStoreFor(server.url, TOKEN),
          policyDetailsApi.endpoints.policyDetails.initiate({ companyId, policyId: POLICY }),
        );
        expect(data.selectedPeriodId).toBeTruthy();
      },
    }));

  it('reads a policy’s plans and benefit buttons', async () => {
    await call({
      uponReceiving: 'a request for a policy’s plans',
      call: CALL_ROUTES.policyPlans,
      pathParams: { policyId: POLICY },
      query: { companyId },
      answer: ok({ plans: eachLike({ planNo: string('A'), planDescription: string('Plan A') }) }),
      test: async (server) => {
        const data = await runEndpoint<{ plans: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          policyPlansApi.endpoints.policyPlans.initiate({ companyId, policyId: POLICY }),
        );
        expect(data.plans.length).toBeGreaterThan(0);
      },
    });
    await call({
      uponReceiving: 'a request for a policy’s benefit buttons',
      call: CALL_ROUTES.policyBenefits,
      pathParams: { policyId: POLICY },
      query: { companyId },
      answer: ok({
        benefits: eachLike({
          id: string(`${POLICY}-HBAS`),
          benefitName: string('Rawat Inap'),
          label: string('Rawat Inap'),
          productType: string('HBAS'),
          isActive: boolean(true),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ benefits: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          policyBenefitsApi.endpoints.policyBenefits.initiate({ companyId, policyId: POLICY }),
        );
        expect(data.benefits.length).toBeGreaterThan(0);
      },
    });
  });

  it('reads one benefit’s schedule and the benefit mapping', async () => {
    await call({
      uponReceiving: 'a request for the inpatient benefit schedule',
      call: CALL_ROUTES.benefitSchedule,
      pathParams: { benefitId: `${POLICY}-HBAS` },
      query: { companyId, policyId: POLICY },
      answer: ok({
        productType: 'HBAS',
        rows: eachLike({
          name: string('Kamar dan Menginap'),
          code: string('HA00'),
          type: regex('^(HI|NM)$', 'HI'),
          planNo: string('A'),
          planNoWithDescription: string('A (Plan A)'),
          limitType: string('per day'),
          benefitAmount: like({ currency: 'IDR', description: 'per hari' }),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ rows: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          benefitScheduleApi.endpoints.benefitSchedule.initiate({
            companyId,
            policyId: POLICY,
            benefitId: `${POLICY}-HBAS`,
          }),
        );
        expect(data.rows.length).toBeGreaterThan(0);
      },
    });
    await call({
      uponReceiving: 'a request for the benefit mapping',
      call: CALL_ROUTES.benefitMapping,
      answer: ok({
        mappings: eachLike({
          productType: string('HBAS'),
          sequence: integer(1),
          benefitCodes: eachLike('HA00'),
        }),
      }),
      test: async (server) => {
        const data = await runEndpoint<{ mappings: unknown[] }>(
          rtkStoreFor(server.url, TOKEN),
          benefitMappingApi.endpoints.benefitMapping.initiate(),
        );
        expect(data.mappings.length).toBeGreaterThan(0);
      },
    });
  });

  it('lists the files of a policy-benefit export, then fetches one', async () => {
    await call({
      uponReceiving: 'a request for the files of a policy-benefit export',
      call: CALL_ROUTES.policyReportCount,
      body: reportRequest,
      answer: ok({
        reportFiles: eachLike({
          fileNumber: integer(1),
          reportName: string('221126_GE_Policy Benefit_GHG0001001.xlsx'),
        }),
      }),
      test: async (server) => {
        const api = clientFor(server.url, TOKEN);
        const files = await listReportFiles(api, 'policyReportCount', reportRequest);
        expect(files[0]?.fileNumber).toBe(1);
      },
    });
    await call({
      uponReceiving: 'a request for file 1 of a policy-benefit export',
      call: CALL_ROUTES.policyReport,
      body: { ...reportRequest, fileNumber: 1 },
      answer: ok({
        fileContent: regex('^[A-Za-z0-9+/]+=*$', 'UEsDBBQAAAAIAA=='),
        format: 'EXCEL',
        reportName: regex('^\\d{6}_GE_.+$', '221126_GE_Policy Benefit_GHG0001001.xlsx'),
      }),
      test: async (server) => {
        const api = clientFor(server.url, TOKEN);
        const file = await fetchReportFile(api, 'policyReport', reportRequest, 1);
        expect(file.format).toBe('EXCEL');
      },
    });
  });

  it('exports a policy whose file list is empty directly, as file 1', async () => {
    // The broker's policy without benefits (spec part 1 section 4: "if none, export directly").
    const noFile = buildSeed().policies.find((p) => p.id === REPORT_DEMO_POLICY_IDS.noFile);
    if (!noFile) throw new Error('the seed has no no-file policy');
    const request = { ...reportRequest, companyId: noFile.companyId, policyId: noFile.id };
    const api = (server: { url: string }) => clientFor(server.url, TOKEN);
    await call({
      as: DEMO_USERS.broker.email,
      uponReceiving: 'a request for the files of a policy-benefit export that has none',
      call: CALL_ROUTES.policyReportCount,
      body: request,
      answer: ok({ reportFiles: [] }),
      test: async (server) => {
        expect(await listReportFiles(api(server), 'policyReportCount', request)).toEqual([]);
      },
    });
    await call({
      as: DEMO_USERS.broker.email,
      uponReceiving: 'a request for file 1 of a policy-benefit export whose file list is empty',
      call: CALL_ROUTES.policyReport,
      body: { ...request, fileNumber: 1 },
      answer: ok({
        fileContent: regex('^[A-Za-z0-9+/]+=*$', 'UEsDBBQAAAAIAA=='),
        format: 'EXCEL',
        reportName: regex(
          `^\\d{6}_GE_Policy Benefit_${noFile.policyNo}\\.xlsx$`,
          `221126_GE_Policy Benefit_${noFile.policyNo}.xlsx`,
        ),
      }),
      test: async (server) => {
        const file = await fetchReportFile(api(server), 'policyReport', request, 1);
        expect(file.format).toBe('EXCEL');
      },
    });
  });

  it('reads the dashboard of a policy', async () => {
    const query = { companyId, policyId: POLICY };
    const run = (server: { url: string }, thunk: unknown) =>
      runEndpoint<Record<string, unknown>>(rtkStoreFor(server.url, TOKEN), thunk);
    /** One dashboard call: its query, answer and endpoint thunk; `field` must come back. */
    const dashboardCall = (
      uponReceiving: string,
      route: AnyCallRoute,
      q: Record<string, string>,
      answer: Record<string, unknown>,
      thunk: unknown,
      field: string,
    ) =>
      call({
        uponReceiving,
        call: route,
        query: q,
        answer: ok(answer),
        test: async (server) => {
          const data = await run(server, thunk);
          expect(data[field]).toBeDefined();
        },
      });
    await dashboardCall(
      'a request for the dashboard amount cards',
      CALL_ROUTES.dashboardAmounts,
      query,
      { premiumBilling: amountCard, excessClaim: amountCard },
      dashboardAmountsApi.endpoints.dashboardAmounts.initiate(query),
      'premiumBilling',
    );
    await dashboardCall(
      'a request for the dashboard bar charts',
      CALL_ROUTES.dashboardBarCharts,
      query,
      { byPlan: eachLike(chartEntry), byMemberType: eachLike(chartEntry) },
      dashboardBarChartsApi.endpoints.dashboardBarCharts.initiate(query),
      'byPlan',
    );
    const byMemberType = { ...query, groupBy: 'memberType' } as const;
    await dashboardCall(
      'a request for the dashboard claim donuts grouped by member type',
      CALL_ROUTES.dashboardClaimCounts,
      byMemberType,
      { claimStatus: eachLike(chartEntry), claimPaid: eachLike(chartEntry) },
      dashboardClaimCountsApi.endpoints.dashboardClaimCounts.initiate(byMemberType),
      'claimStatus',
    );
    await call({
      uponReceiving: 'a request for the previous sign-in time',
      call: CALL_ROUTES.lastLogin,
      answer: ok({
        previousLoginTime: regex('^\\d{4}-\\d{2}-\\d{2}T.+$', '2026-11-20T02:15:00.000Z'),
      }),
      test: async (server) => {
        const data = await run(server, lastLoginApi.endpoints.lastLogin.initiate());
        expect(data.previousLoginTime).toBeTruthy();
      },
    });
  });

  it('saves the preferred language of the signed-in user', () =>
    call({
      uponReceiving: 'a language change of the signed-in user',
      call: CALL_ROUTES.updateUser,
      pathParams: { userId: DEMO_USER_IDS.hr },
      body: { id: DEMO_USER_IDS.hr, preferredLanguage: 'en' },
      answer: ok({ updateStatus: true }),
      test: async (server) => {
        const api = clientFor(server.url, TOKEN);
        const data = await updateLanguage(api, DEMO_USER_IDS.hr, 'en');
        expect(data.updateStatus).toBe(true);
      },
    }));
});
