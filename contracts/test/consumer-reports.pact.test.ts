/**
 * Consumer contract, the Reports area (spec part 2 sections 2, 4, 5 and 7): the report-type cards
 * (reportTypes, through the reports feature's RTK Query endpoint), the generic report endpoint
 * pairs as the shared report download calls them (memberReportCount / memberReport,
 * groupReportCount / groupReport, policyReportCount / policyReport with PREMIUM_BILLING), a data
 * call answering a file gateway reference, and the file gateway's fileready and file.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { SCENARIOS, CALL_ROUTES } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';
import {
  askFileReady,
  fetchGatewayFile,
  fetchReportFile,
  listReportFiles,
} from '../../web/src/lib/report-download';
import { reportsApi } from '../../web/src/features/reports/api/reports-api';
import { clientFor, ok } from './support/pact-client';
import { TOKEN, bearer, companyId, hrSignedIn, json, signedInPact } from './members-pact';
import { gatewayHeaders } from './pact-matchers';
import { rtkStoreFor, runEndpoint } from './rtk-driver';

const { boolean, eachLike, integer, regex, string } = MatchersV3;
const { run, call } = signedInPact();

const hrPolicy = buildSeed().policies.find((p) => p.companyId === companyId)!;
const periodId = hrPolicy.periods[0]!.id;
// Inside every report's minimum on the provider's clock (TEST_CLOCK_START, 2 Dec 2026 in Jakarta).
const dates = { dateFrom: '2026-10-01', dateTo: '2026-11-30' };
const FILE_REF = 'FGPACT0000001';

const base64 = regex('^[A-Za-z0-9+/]+=*$', 'UEsDBBQAAAAIAA==');
const fileName = (ext: 'xlsx' | 'pdf') =>
  regex(`^\\d{6}_GE_.+\\.${ext}$`, `021226_GE_Report_GHG0001001.${ext}`);
const card = {
  title: string('Member profile'),
  titles: { id: string('Profil peserta'), en: string('Member profile') },
  descriptions: { id: string('Semua peserta'), en: string('Every member') },
  value: regex(
    '^(PROFILE|TRANSACTION|CLAIM_TRANSACTION_BREAKDOWN|PREMIUM_BILLING|excessclaimreport|excessclaimbreakdownreport)$',
    'PROFILE',
  ),
  family: regex('^(MEMBER|CLAIM|BILLING|EXCESS)$', 'MEMBER'),
  supportedFormat: eachLike(regex('^(PDF|EXCEL)$', 'EXCEL')),
  channelShow: boolean(false),
  requestShow: boolean(false),
  dateShow: boolean(false),
  policyPeriodShow: boolean(true),
  textNoteShow: boolean(false),
};
const reportFile = { fileNumber: integer(1), reportName: fileName('xlsx') };

const api = (server: { url: string }) => clientFor(server.url, TOKEN);
const get = { ...gatewayHeaders(), ...bearer };

const profile = {
  companyId,
  policyId: hrPolicy.id,
  periodId,
  reportCode: 'PROFILE',
  reportFormat: 'EXCEL',
};
const transaction = {
  companyId,
  policyId: hrPolicy.id,
  periodId,
  reportCode: 'TRANSACTION',
  reportFormat: 'EXCEL',
  ...dates,
  submitVia: 'ALL',
  requestType: 'ALL',
};
const billing = {
  companyId,
  policyId: hrPolicy.id,
  periodId,
  reportCode: 'PREMIUM_BILLING',
  reportFormat: 'PDF',
  ...dates,
};

describe('portal → insurer contract (reports)', () => {
  it('reads the report-type cards in the page language', () =>
    call({
      uponReceiving: 'a request for the report-type cards in English',
      call: CALL_ROUTES.reportTypes,
      query: { companyId, lang: 'en' },
      answer: ok({ reportTypes: eachLike(card) }),
      test: async (server) => {
        const types = await runEndpoint<unknown[]>(
          rtkStoreFor(server.url, TOKEN),
          reportsApi.endpoints.reportTypes.initiate({ companyId, lang: 'en' }),
        );
        expect(types.length).toBeGreaterThan(0);
      },
    }));

  it('lists and fetches a member profile report', async () => {
    await call({
      uponReceiving: 'a request for the files of a member profile report',
      call: CALL_ROUTES.memberReportCount,
      body: profile,
      answer: ok({ reportFiles: eachLike(reportFile) }),
      test: async (server) => {
        const files = await listReportFiles(api(server), 'memberReportCount', profile);
        expect(files[0]?.fileNumber).toBe(1);
      },
    });
    await call({
      uponReceiving: 'a request for file 1 of a member profile report',
      call: CALL_ROUTES.memberReport,
      body: { ...profile, fileNumber: 1 },
      answer: ok({ fileContent: base64, format: 'EXCEL', reportName: fileName('xlsx') }),
      test: async (server) => {
        const file = await fetchReportFile(api(server), 'memberReport', profile, 1);
        expect(file.format).toBe('EXCEL');
      },
    });
  });

  it('lists a claim transaction report of several files and fetches one', async () => {
    await run({
      given: SCENARIOS.reportOfFiles,
      params: { ...hrSignedIn(), files: 3 },
      uponReceiving: 'a request for the files of a claim transaction report of several files',
      call: CALL_ROUTES.groupReportCount,
      headers: json,
      body: transaction,
      answer: ok({ reportFiles: eachLike(reportFile, 2) }),
      test: async (server) => {
        const files = await listReportFiles(api(server), 'groupReportCount', transaction);
        expect(files.length).toBeGreaterThan(1);
      },
    });
    await run({
      given: SCENARIOS.reportOfFiles,
      params: { ...hrSignedIn(), files: 3 },
      uponReceiving: 'a request for file 2 of a claim transaction report of several files',
      call: CALL_ROUTES.groupReport,
      headers: json,
      body: { ...transaction, fileNumber: 2 },
      answer: ok({ fileContent: base64, format: 'EXCEL', reportName: fileName('xlsx') }),
      test: async (server) => {
        const file = await fetchReportFile(api(server), 'groupReport', transaction, 2);
        expect(file.reportName).toMatch(/_GE_/);
      },
    });
  });

  it('fetches a premium billing report whose file list is empty directly, as file 1', async () => {
    await run({
      given: SCENARIOS.reportEmpty,
      params: hrSignedIn(),
      uponReceiving: 'a request for the files of a premium billing report without rows',
      call: CALL_ROUTES.policyReportCount,
      headers: json,
      body: billing,
      answer: ok({ reportFiles: [] }),
      test: async (server) => {
        expect(await listReportFiles(api(server), 'policyReportCount', billing)).toEqual([]);
      },
    });
    await run({
      given: SCENARIOS.reportEmpty,
      params: hrSignedIn(),
      uponReceiving: 'a request for file 1 of a premium billing report without rows',
      call: CALL_ROUTES.policyReport,
      headers: json,
      body: { ...billing, fileNumber: 1 },
      answer: ok({ fileContent: base64, format: 'PDF', reportName: fileName('pdf') }),
      test: async (server) => {
        const file = await fetchReportFile(api(server), 'policyReport', billing, 1);
        expect(file.format).toBe('PDF');
      },
    });
  });

  it('is told a large report is being prepared by the file gateway', () =>
    run({
      given: SCENARIOS.reportFileSlow,
      params: hrSignedIn(),
      uponReceiving: 'a request for file 1 of a member profile report prepared in the background',
      call: CALL_ROUTES.memberReport,
      headers: json,
      body: { ...profile, fileNumber: 1 },
      answer: ok({
        fileContent: '',
        format: 'EXCEL',
        reportName: fileName('xlsx'),
        fileGatewayRefNo: string(FILE_REF),
      }),
      test: async (server) => {
        const file = await fetchReportFile(api(server), 'memberReport', profile, 1);
        expect(file.fileContent).toBe('');
        expect(file.fileGatewayRefNo).toBeTruthy();
      },
    }));

  it('asks fileready about a prepared report and fetches it from file', async () => {
    const state = { ...hrSignedIn(), fileGatewayRefNo: FILE_REF };
    const query = { companyId, fileGatewayRefNo: FILE_REF };
    await run({
      given: SCENARIOS.reportFilePrepared,
      params: state,
      uponReceiving: 'a request whether a report prepared in the background is ready',
      call: CALL_ROUTES.fileReady,
      query: query,
      headers: get,
      answer: ok({
        fileGatewayRefNo: FILE_REF,
        ready: true,
        reportName: fileName('xlsx'),
        format: 'EXCEL',
        rows: integer(120),
      }),
      test: async (server) => {
        const readiness = await askFileReady(api(server), companyId, FILE_REF);
        expect(readiness.ready).toBe(true);
      },
    });
    await run({
      given: SCENARIOS.reportFilePrepared,
      params: state,
      uponReceiving: 'a request for a report prepared in the background',
      call: CALL_ROUTES.fileDownload,
      query: query,
      headers: get,
      answer: ok({ fileContent: base64, format: 'EXCEL', reportName: fileName('xlsx') }),
      test: async (server) => {
        const file = await fetchGatewayFile(api(server), companyId, FILE_REF);
        expect(file.fileContent.length).toBeGreaterThan(0);
      },
    });
  });
});
