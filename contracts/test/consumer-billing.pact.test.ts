/**
 * Consumer contract, the Premium billing area (spec part 2 sections 2, 3, 4 and 7): the listing
 * (premiumBilling) by the first policy's newest period, by all policies with search, filters and
 * sort, and for a company without invoices; an invoice's file list and its PDF
 * (billingDetailFiles, billingReport); a billing detail of several files; a download that fails.
 * The listing is driven through the billing feature's own RTK Query endpoint and body builder,
 * the files through the shared report download's calls with the feature's own request.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { SCENARIOS, CALL_ROUTES } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID } from '@mo/fixtures';
import { initialQuery, type TableQuery } from '../../web/src/components/data-table/table-rules';
import { fetchReportFile, listReportFiles } from '../../web/src/lib/report-download';
import {
  premiumBillingApi,
  premiumBillingBody,
} from '../../web/src/features/billing/api/premium-billing';
import {
  ALL_POLICIES,
  billingDownloadRequest,
} from '../../web/src/features/billing/rules/billing-rules';
import { clientFor, ok, refused } from './support/pact-client';
import { envelope, moneyLike, paginationLike } from './pact-matchers';
import { rtkStoreFor, runEndpoint } from './rtk-driver';
import { TOKEN, hrSignedIn, isoDate, json, signedInPact } from './members-pact';

const { eachLike, integer, like, regex, string, number, nullValue } = MatchersV3;
const { run, call } = signedInPact();
const companyId = HR_COMPANY_ID;

const seed = buildSeed();
const hrPolicy = seed.policies.find((p) => p.companyId === companyId)!;
const hrInvoices = seed.invoices.filter((i) => i.companyId === companyId);
// An invoice of the HR company's first policy (the invoice PDF), and the one with the most members
// (the billing-detail-of-files scenario splits its detail: the first such in the book's order).
const invoice = hrInvoices.find((i) => i.policyId === hrPolicy.id)!;
// An outstanding invoice: its month, filtered by status Outstanding, has at least one row.
const outstanding = hrInvoices.find((i) => i.billingStatus === 'Outstanding')!;
const biggest = hrInvoices.reduce((best, i) => (i.memberCount > best.memberCount ? i : best));

const money = moneyLike();
const pagination = paginationLike();
/** An invoice row; an Outstanding one has no paid date (a Paid one's is a date: left unmatched). */
const row = (outstanding = false) => ({
  id: string(invoice.id),
  invoiceNo: string(invoice.invoiceNo),
  invoiceDate: isoDate(invoice.invoiceDate),
  invoiceDateMonthYear: regex('^\\d{4}-(0[1-9]|1[0-2])$', invoice.invoiceDate.slice(0, 7)),
  dueDate: isoDate('2026-12-02'),
  transactionType: string(invoice.transactionType),
  ageing: integer(23),
  billingAmount: money,
  paidAmount: money,
  outstandingAmount: money,
  billingAmountVal: number(1250000),
  paidAmountVal: number(0),
  outstandingAmountVal: number(1250000),
  billingStatus: outstanding ? 'Outstanding' : regex('^(Outstanding|Paid)$', 'Outstanding'),
  ...(outstanding ? { paidDate: nullValue() } : {}),
  subsidiary: string('PT Anak Sehat'),
  subsidiaryNumber: string('01'),
  policyNumber: string(invoice.policyNo),
  policyId: string(invoice.policyId),
  periodId: string(invoice.periodId),
  coverageFrom: isoDate('2026-11-01'),
  coverageTo: isoDate('2026-11-30'),
  memberCount: integer(12),
});
const filterOption = {
  value: string('Outstanding'),
  label: string('Outstanding'),
  count: integer(3),
};
const listing = (rows: unknown) =>
  envelope({
    invoices: rows,
    pagination,
    applicableFilters: eachLike({
      field: regex(
        '^(transactionType|invoiceDateMonthYear|billingStatus|subsidiary)$',
        'billingStatus',
      ),
      options: eachLike(filterOption),
    }),
    totals: {
      invoiceCount: integer(25),
      billingAmount: money,
      paidAmount: money,
      outstandingAmount: money,
    },
  });

const store = (url: string) => rtkStoreFor(url, TOKEN);
const apiAt = (server: { url: string }) => clientFor(server.url, TOKEN);
/** The body both file calls take for a row's download (the saga adds the code and format). */
const fileBody = (kind: 'invoice' | 'detail', of: { invoiceNo: string; policyNo: string }) => {
  const request = billingDownloadRequest(kind, { companyId, ...of });
  return {
    ...request.parameters,
    reportCode: request.reportCode,
    reportFormat: request.reportFormat,
  };
};
const base64 = (example: string) => regex('^[A-Za-z0-9+/]+=*$', example);

describe('portal → insurer contract (premium billing)', () => {
  it('has seeded invoices of the HR company', () => {
    expect(invoice).toBeDefined();
    expect(outstanding).toBeDefined();
    expect(biggest.memberCount).toBeGreaterThanOrEqual(3);
  });

  it("reads the first page of the first policy's newest period", () => {
    const body = premiumBillingBody(
      companyId,
      { policyId: hrPolicy.id, periodId: hrPolicy.periods[0]!.id },
      initialQuery(10),
    );
    return call({
      uponReceiving: "a request for the first page of a policy period's invoices",
      call: CALL_ROUTES.premiumBilling,
      body: body,
      answer: (b) => b.jsonBody(listing(eachLike(row()))),
      test: async (server) => {
        const data = await runEndpoint<{ invoices: Array<{ invoiceNo: string }> }>(
          store(server.url),
          premiumBillingApi.endpoints.premiumBilling.initiate(body),
        );
        expect(data.invoices.length).toBeGreaterThan(0);
      },
    });
  });

  it('reads all policies searched, filtered by status and month, sorted by ageing', () => {
    const query: TableQuery = {
      ...initialQuery(20),
      search: 'INV',
      sort: { field: 'ageing', order: 'desc' },
      // The invoice date column filters by the invoice's month.
      filters: {
        billingStatus: ['Outstanding'],
        invoiceDate: [outstanding.invoiceDate.slice(0, 7)],
      },
    };
    const body = premiumBillingBody(companyId, ALL_POLICIES, query);
    return call({
      uponReceiving: 'a request for outstanding invoices of all policies, searched and sorted',
      call: CALL_ROUTES.premiumBilling,
      body: body,
      answer: (b) => b.jsonBody(listing(eachLike(row(true)))),
      test: async (server) => {
        const data = await runEndpoint<{ invoices: Array<{ billingStatus: string }> }>(
          store(server.url),
          premiumBillingApi.endpoints.premiumBilling.initiate(body),
        );
        expect(body).toMatchObject({
          policyId: '0000',
          pageSize: 20,
          searchByValue: 'INV',
          sortByField: 'ageing',
          sortByOrder: 'DESC',
          filterBy: {
            billingStatus: ['Outstanding'],
            invoiceDateMonthYear: [outstanding.invoiceDate.slice(0, 7)],
          },
        });
        expect(body).not.toHaveProperty('periodId');
        expect(data.invoices.every((i) => i.billingStatus === 'Outstanding')).toBe(true);
      },
    });
  });

  it('reads an empty listing for a company without invoices', () => {
    const body = premiumBillingBody(companyId, ALL_POLICIES, initialQuery(10));
    return run({
      given: SCENARIOS.billingBookEmpty,
      params: hrSignedIn(),
      uponReceiving: 'a request for the invoices of a company without any',
      call: CALL_ROUTES.premiumBilling,
      headers: json,
      body: body,
      answer: ok({
        invoices: [],
        pagination: {
          currentPage: integer(1),
          pageSize: integer(10),
          totalPage: integer(0),
          totalRecord: 0,
        },
        applicableFilters: like([]),
        totals: {
          invoiceCount: 0,
          billingAmount: money,
          paidAmount: money,
          outstandingAmount: money,
        },
      }),
      test: async (server) => {
        const data = await runEndpoint<{ invoices: unknown[] }>(
          store(server.url),
          premiumBillingApi.endpoints.premiumBilling.initiate(body),
        );
        expect(data.invoices).toEqual([]);
      },
    });
  });

  it("lists an invoice's one file, then fetches the PDF", async () => {
    const body = fileBody('invoice', invoice);
    await call({
      uponReceiving: "a request for the files of an invoice's PDF",
      call: CALL_ROUTES.billingDetailFiles,
      body: body,
      answer: ok({
        reportFiles: [
          {
            fileNumber: 1,
            reportName: regex(
              `^\\d{6}_GE_Invoice_${invoice.invoiceNo}\\.pdf$`,
              `021226_GE_Invoice_${invoice.invoiceNo}.pdf`,
            ),
          },
        ],
      }),
      test: async (server) => {
        const files = await listReportFiles(apiAt(server), 'billingDetailFiles', body);
        expect(files.map((f) => f.fileNumber)).toEqual([1]);
      },
    });
    await call({
      uponReceiving: "a request for file 1 of an invoice's PDF",
      call: CALL_ROUTES.billingReport,
      body: { ...body, fileNumber: 1 },
      answer: ok({
        fileContent: base64('JVBERi0xLjMK'),
        format: 'PDF',
        reportName: regex(
          `^\\d{6}_GE_Invoice_${invoice.invoiceNo}\\.pdf$`,
          `021226_GE_Invoice_${invoice.invoiceNo}.pdf`,
        ),
      }),
      test: async (server) => {
        const file = await fetchReportFile(apiAt(server), 'billingReport', body, 1);
        expect(file.format).toBe('PDF');
        expect(Buffer.from(file.fileContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      },
    });
  });

  it('lists the several files of a large billing detail, then fetches one workbook', async () => {
    const body = fileBody('detail', biggest);
    const state = { ...hrSignedIn(), files: 3 };
    const partName = (n: number) =>
      regex(
        `^\\d{6}_GE_Billing Detail_${biggest.invoiceNo}_Part${n}\\.xlsx$`,
        `021226_GE_Billing Detail_${biggest.invoiceNo}_Part${n}.xlsx`,
      );
    await run({
      given: SCENARIOS.billingDetailOfFiles,
      params: state,
      uponReceiving: 'a request for the files of a billing detail of three files',
      call: CALL_ROUTES.billingDetailFiles,
      headers: json,
      body: body,
      answer: ok({
        reportFiles: [1, 2, 3].map((n) => ({ fileNumber: n, reportName: partName(n) })),
      }),
      test: async (server) => {
        const files = await listReportFiles(apiAt(server), 'billingDetailFiles', body);
        expect(files.map((f) => f.fileNumber)).toEqual([1, 2, 3]);
      },
    });
    await run({
      given: SCENARIOS.billingDetailOfFiles,
      params: state,
      uponReceiving: 'a request for file 2 of a billing detail of three files',
      call: CALL_ROUTES.billingReport,
      headers: json,
      body: { ...body, fileNumber: 2 },
      answer: ok({
        fileContent: base64('UEsDBBQAAAAIAA=='),
        format: 'EXCEL',
        reportName: partName(2),
      }),
      test: async (server) => {
        const file = await fetchReportFile(apiAt(server), 'billingReport', body, 2);
        expect(file.format).toBe('EXCEL');
        // A workbook is a zip: PK.
        expect(Buffer.from(file.fileContent, 'base64').subarray(0, 2).toString()).toBe('PK');
      },
    });
  });

  it('reads the failure of an invoice download (GC500)', () => {
    const body = { ...fileBody('invoice', invoice), fileNumber: 1 };
    return run({
      given: SCENARIOS.billingDownloadFails,
      params: hrSignedIn(),
      uponReceiving: 'a request for an invoice PDF while downloads fail',
      call: CALL_ROUTES.billingReport,
      headers: json,
      body: body,
      ...refused(500, 'GC500', (server) =>
        fetchReportFile(apiAt(server), 'billingReport', fileBody('invoice', invoice), 1),
      ),
    });
  });
});
