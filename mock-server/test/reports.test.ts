import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALL_POLICIES_ID,
  CALLS,
  DEMO_USERS,
  ERROR_CODES,
  REPORT_CODE_LIST,
  TEST_CLOCK_START,
  type ReportContent,
} from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID, buildSeed, type SeedClaim } from '@mo/fixtures';
import type ExcelJS from 'exceljs';
import type { MockApp } from '../src/app';
import { loadExcel } from '../src/lib/exceljs';
import { REPORT_FILE_TTL_MS } from '../src/services/report-state';
import { base64Pieces } from '../src/services/report-service';
import { approvalDateOf, claimChannelOf } from '../src/services/report-rows';
import {
  arm,
  codeOf,
  gatewayHeaders,
  send,
  urlOf,
  type Call,
  type SignedIn,
  useSignedInApp,
} from './helpers';

const seed = buildSeed();
const POLICY = 'PO000001001';
const POLICY_NO = 'GHG0001001';
const FOREIGN_POLICY = seed.policies.find((p) => p.companyId === OTHER_COMPANY_ID)!.id;
/** Jakarta's day at TEST_CLOCK_START is 2026-12-02: file names write it as 021226. */
const TODAY = '2026-12-02';
const DATE = '021226';
const hrClaims = seed.claims.filter((c) => c.companyId === HR_COMPANY_ID);

const body = (reportCode: string, more: Record<string, unknown> = {}) => ({
  companyId: HR_COMPANY_ID,
  policyId: POLICY,
  reportCode,
  reportFormat: 'EXCEL',
  ...more,
});

/** The endpoint pair of a report code. */
const pairOf = (code: string) =>
  code === 'PROFILE'
    ? ([CALLS.memberReportCount, CALLS.memberReport] as const)
    : code === 'PREMIUM_BILLING' || code === 'POLICY_BENEFIT'
      ? ([CALLS.policyReportCount, CALLS.policyReport] as const)
      : ([CALLS.groupReportCount, CALLS.groupReport] as const);

const readSheet = async (content: ReportContent): Promise<ExcelJS.Worksheet> => {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(Buffer.from(content.fileContent, 'base64') as never);
  return workbook.worksheets[0]!;
};

/** The data rows of a report sheet: the rows after the header row (the one starting 'No'). */
const dataRows = (sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] => {
  const rows: ExcelJS.CellValue[][] = [];
  let header = 0;
  sheet.eachRow((row, n) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (header === 0 && values[0] === 'No') header = n;
    else if (header > 0) rows.push(values);
  });
  return rows;
};
const headerOf = (sheet: ExcelJS.Worksheet): string[] => {
  let found: string[] = [];
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (found.length === 0 && values[0] === 'No') found = values.map(String);
  });
  return found;
};

const pdfText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], {
      encoding: 'utf8',
    });
  } catch {
    return pdf.toString('latin1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('reports: rules, rows and files (one file per report)', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START, reportRowsPerFile: 5000 },
  });

  const list = (b: Record<string, unknown>, token = hr.accessToken) =>
    send(app, pairOf(String(b.reportCode))[0], { body: b, token });
  const data = (b: Record<string, unknown>, token = hr.accessToken) =>
    send(app, pairOf(String(b.reportCode))[1], { body: { fileNumber: 1, ...b }, token });
  const sheetOf = async (b: Record<string, unknown>) => {
    const answer = await data(b);
    expect(answer.statusCode).toBe(200);
    return readSheet(answer.body.data!);
  };

  describe('the cards', () => {
    it('offers the six report types with their attributes, titled in the language asked', async () => {
      const en = await send(app, CALLS.reportTypes, {
        query: { companyId: HR_COMPANY_ID },
        token: hr.accessToken,
      });
      const cards = en.body.data!.reportTypes;
      expect(cards.map((c) => c.value)).toEqual([...REPORT_CODE_LIST]);
      expect(cards[0]).toMatchObject({
        title: 'Member profile',
        family: 'MEMBER',
        supportedFormat: ['EXCEL'],
        dateShow: false,
        policyPeriodShow: true,
      });
      expect(cards.find((c) => c.value === 'TRANSACTION')).toMatchObject({
        supportedFormat: ['PDF', 'EXCEL'],
        dateShow: true,
        channelShow: true,
        requestShow: true,
        textNoteShow: true,
      });
      const id = await send(app, CALLS.reportTypes, {
        query: { companyId: HR_COMPANY_ID, lang: 'id' },
        token: hr.accessToken,
      });
      expect(id.body.data!.reportTypes[0]!.title).toBe('Profil peserta');
      const foreign = await send(app, CALLS.reportTypes, {
        query: { companyId: OTHER_COMPANY_ID },
        token: hr.accessToken,
      });
      expect(codeOf(foreign)).toBe(ERROR_CODES.companyForbidden);
    });
  });

  describe('the date rules (mock clock, Jakarta day 2026-12-02)', () => {
    const cases: [string, string, string][] = [
      // code, policy, the earliest start
      ['TRANSACTION', POLICY, '2025-12-02'],
      ['TRANSACTION', ALL_POLICIES_ID, '2026-08-02'],
      ['CLAIM_TRANSACTION_BREAKDOWN', POLICY, '2024-12-02'],
      ['excessclaimreport', POLICY, '2024-12-02'],
      ['excessclaimbreakdownreport', ALL_POLICIES_ID, '2026-08-02'],
      ['PREMIUM_BILLING', POLICY, '2024-12-02'],
      ['PREMIUM_BILLING', ALL_POLICIES_ID, '2026-08-02'],
    ];
    it.each(cases)('%s of %s starts no earlier than %s', async (code, policyId, min) => {
      const ok = await list(body(code, { policyId, dateFrom: min, dateTo: TODAY }));
      expect(ok.statusCode).toBe(200);
      const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const early = await list(body(code, { policyId, dateFrom: dayBefore, dateTo: TODAY }));
      expect(early.statusCode).toBe(400);
      expect(codeOf(early)).toBe(ERROR_CODES.badRequest);
      expect(early.body.systemInformation.details).toEqual([
        `body.dateFrom: must not be before ${min}`,
      ]);
    });

    it('refuses an end after today, a start after the end and a date that does not exist', async () => {
      for (const [more, detail] of [
        [{ dateFrom: '2026-11-01', dateTo: '2026-12-03' }, 'body.dateTo: must not be after'],
        [{ dateFrom: '2026-11-02', dateTo: '2026-11-01' }, 'body.dateFrom: must not be after'],
        [{ dateFrom: '2026-02-30', dateTo: '2026-11-01' }, 'body.dateFrom: 2026-02-30 is not'],
        [
          { approvalDateFrom: '2025-12-01', approvalDateTo: '2026-11-01' },
          'body.approvalDateFrom: must not be before 2025-12-02',
        ],
      ] as const) {
        const answer = await list(body('TRANSACTION', more));
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
        expect(answer.body.systemInformation.details?.[0]).toContain(detail);
      }
    });

    // The policy PO000001001's periods: P03 2026-08-01 - 2027-07-31 (current), P02 2025-08-01 -
    // 2026-07-31, P01 2024-08-01 - 2025-07-31 (docs/spec-notes.md, Report period and dates).
    it('keeps a range with a period inside that period: refused past it, never cut', async () => {
      for (const [code, more, detail] of [
        // Twelve months back reaches before the current period: refused, not cut at its start.
        [
          'TRANSACTION',
          { periodId: 'PO000001001-P03', dateFrom: '2025-12-02', dateTo: TODAY },
          'body.dateFrom: must not be before the period start 2026-08-01',
        ],
        [
          'PREMIUM_BILLING',
          { periodId: 'PO000001001-P02', dateFrom: '2025-09-01', dateTo: '2026-08-01' },
          'body.dateTo: must not be after the period end 2026-07-31',
        ],
        [
          'CLAIM_TRANSACTION_BREAKDOWN',
          { periodId: 'PO000001001-P02', approvalDateFrom: '2025-07-31', approvalDateTo: TODAY },
          'body.approvalDateFrom: must not be before the period start 2025-08-01',
        ],
        // The oldest period ended before the transaction history's twelve months.
        ['TRANSACTION', { periodId: 'PO000001001-P01' }, 'body.periodId:'],
      ] as const) {
        const answer = await list(body(code, more));
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
        expect(answer.body.systemInformation.details?.[0]).toContain(detail);
      }
    });

    it('reports a past period over its whole range; approvals run on to today', async () => {
      const sheet = await sheetOf(
        body('PREMIUM_BILLING', {
          periodId: 'PO000001001-P02',
          dateFrom: '2025-08-01',
          dateTo: '2026-07-31',
        }),
      );
      const invoices = seed.invoices.filter(
        (i) => i.policyId === POLICY && i.periodId === 'PO000001001-P02',
      );
      expect(invoices.length).toBeGreaterThan(0);
      expect(dataRows(sheet)).toHaveLength(invoices.length);
      // Without dates: the period's window (its first day to its last).
      expect(
        dataRows(await sheetOf(body('PREMIUM_BILLING', { periodId: 'PO000001001-P02' }))),
      ).toHaveLength(invoices.length);
      const approved = await list(
        body('CLAIM_TRANSACTION_BREAKDOWN', {
          periodId: 'PO000001001-P02',
          approvalDateFrom: '2025-08-01',
          approvalDateTo: TODAY,
        }),
      );
      expect(approved.statusCode).toBe(200);
    });

    it('takes an absent range as the widest allowed', async () => {
      const sheet = await sheetOf(body('TRANSACTION'));
      const expected = hrClaims.filter((c) => c.policyId === POLICY && c.eventDate >= '2025-12-02');
      expect(dataRows(sheet)).toHaveLength(expected.length);
    });
  });

  describe('formats and the fields a card takes', () => {
    it('refuses a format the card does not support (GC400)', async () => {
      for (const b of [
        body('PROFILE', { reportFormat: 'PDF' }),
        body('CLAIM_TRANSACTION_BREAKDOWN', { reportFormat: 'PDF' }),
        body('excessclaimbreakdownreport', { reportFormat: 'PDF' }),
        body('POLICY_BENEFIT', { reportFormat: 'PDF' }),
      ]) {
        const answer = await list(b);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
        expect(answer.body.systemInformation.details?.[0]).toMatch(/^body\.reportFormat/);
      }
    });

    it('refuses a field of a control the card hides, and both date criteria at once', async () => {
      for (const [b, field] of [
        [body('PROFILE', { dateFrom: '2026-11-01' }), 'dateFrom'],
        [body('excessclaimreport', { submitVia: 'ALL' }), 'submitVia'],
        [body('PREMIUM_BILLING', { requestType: 'CASHLESS' }), 'requestType'],
        [body('excessclaimreport', { periodId: 'PO000001001-P03' }), 'periodId'],
        [body('PREMIUM_BILLING', { approvalDateFrom: '2026-11-01' }), 'approvalDateFrom'],
        [body('POLICY_BENEFIT', { dateFrom: '2026-11-01' }), 'dateFrom'],
        [
          body('TRANSACTION', { dateFrom: '2026-11-01', approvalDateTo: '2026-11-02' }),
          'approvalDateFrom',
        ],
      ] as const) {
        const answer = await list(b);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
        expect(answer.body.systemInformation.details?.[0]).toMatch(new RegExp(`^body\\.${field}`));
      }
    });
  });

  describe('rows honour the request', () => {
    const claimNos = (rows: ExcelJS.CellValue[][]) => rows.map((r) => r[1]).sort();
    const expectClaims = (keep: (c: SeedClaim) => boolean) =>
      hrClaims
        .filter(keep)
        .map((c) => c.claimNo)
        .sort();

    it('a policy, a period and an event-date range', async () => {
      const sheet = await sheetOf(
        body('TRANSACTION', {
          periodId: 'PO000001001-P03',
          dateFrom: '2026-08-15',
          dateTo: '2026-11-30',
        }),
      );
      const expected = expectClaims(
        (c) =>
          c.policyId === POLICY &&
          c.periodId === 'PO000001001-P03' &&
          c.eventDate >= '2026-08-15' &&
          c.eventDate <= '2026-11-30',
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(claimNos(dataRows(sheet))).toEqual(expected);
      expect(headerOf(sheet)).toContain('Channel');
    });

    it('All Policies: every policy of the company', async () => {
      const sheet = await sheetOf(body('TRANSACTION', { policyId: ALL_POLICIES_ID }));
      const expected = expectClaims((c) => c.eventDate >= '2026-08-02');
      expect(new Set(hrClaims.map((c) => c.policyId)).size).toBeGreaterThan(1);
      expect(claimNos(dataRows(sheet))).toEqual(expected);
    });

    it('the approved-date range: claims approved (CA or CC) in it', async () => {
      const range = { approvalDateFrom: '2026-01-01', approvalDateTo: TODAY };
      const sheet = await sheetOf(body('TRANSACTION', range));
      const expected = expectClaims((c) => {
        const approved = approvalDateOf(c);
        return c.policyId === POLICY && approved !== undefined && approved >= '2026-01-01';
      });
      expect(expected.length).toBeGreaterThan(0);
      const rows = dataRows(sheet);
      expect(claimNos(rows)).toEqual(expected);
      expect(rows.every((r) => ['Paid', 'Approved'].includes(String(r[12])))).toBe(true);
    });

    it('the channel and the request type', async () => {
      const cashless = dataRows(await sheetOf(body('TRANSACTION', { requestType: 'CASHLESS' })));
      expect(cashless.length).toBeGreaterThan(0);
      expect(cashless.every((r) => r[6] === 'Cashless' && r[7] === 'Provider')).toBe(true);
      const web = dataRows(await sheetOf(body('TRANSACTION', { submitVia: 'WEB' })));
      expect(claimNos(web)).toEqual(
        expectClaims(
          (c) =>
            c.policyId === POLICY && c.eventDate >= '2025-12-02' && claimChannelOf(c) === 'WEB',
        ),
      );
      expect(web.every((r) => r[6] === 'Reimbursement' && r[7] === 'Web')).toBe(true);
      const none = await list(
        body('TRANSACTION', { submitVia: 'PROVIDER', requestType: 'REIMBURSEMENT' }),
      );
      expect(none.body.data!.reportFiles).toEqual([]);
    });

    it('the breakdown: a claim per benefit line, amounts adding up to the claim', async () => {
      const rows = dataRows(await sheetOf(body('CLAIM_TRANSACTION_BREAKDOWN')));
      const claims = hrClaims.filter((c) => c.policyId === POLICY && c.eventDate >= '2024-12-02');
      expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(claims.map((c) => c.claimNo)));
      expect(rows.length).toBeGreaterThan(claims.length);
      for (const claim of claims) {
        const incurred = rows
          .filter((r) => r[1] === claim.claimNo)
          .reduce((s, r) => s + Number(r[13]), 0);
        expect(incurred).toBe(claim.incurredAmount);
      }
    });

    it('the excess claims and their breakdown', async () => {
      const expected = expectClaims(
        (c) => c.excessAmount > 0 && c.excessDate !== undefined && c.eventDate >= '2024-12-02',
      );
      expect(expected.length).toBeGreaterThan(0);
      const excess = dataRows(
        await sheetOf(
          body('excessclaimreport', { policyId: ALL_POLICIES_ID, dateFrom: '2026-08-02' }),
        ),
      );
      expect(claimNos(excess)).toEqual(
        expectClaims(
          (c) => c.excessAmount > 0 && c.excessDate !== undefined && c.eventDate >= '2026-08-02',
        ),
      );
      const lines = dataRows(
        await sheetOf(body('excessclaimbreakdownreport', { policyId: ALL_POLICIES_ID })),
      );
      expect(new Set(lines.map((r) => r[1]))).toEqual(
        new Set(
          expectClaims(
            (c) => c.excessAmount > 0 && c.excessDate !== undefined && c.eventDate >= '2026-08-02',
          ),
        ),
      );
    });

    it('the member profile of a policy, and of every policy', async () => {
      const one = await sheetOf(body('PROFILE', { periodId: 'PO000001001-P03' }));
      const members = app.store.membersOf(POLICY);
      expect(
        dataRows(one)
          .map((r) => r[2])
          .sort(),
      ).toEqual(members.map((m) => m.memberNumber).sort());
      const all = await sheetOf(body('PROFILE', { policyId: ALL_POLICIES_ID }));
      const every = app.store
        .policiesOf(HR_COMPANY_ID)
        .reduce((n, p) => n + app.store.membersOf(p.id).length, 0);
      expect(dataRows(all)).toHaveLength(every);
    });

    it('premium billing: invoices by invoice date, typed cells, frozen header and autofilter', async () => {
      const range = { dateFrom: '2025-06-01', dateTo: '2026-06-30' };
      const sheet = await sheetOf(body('PREMIUM_BILLING', range));
      const expected = seed.invoices.filter(
        (i) =>
          i.policyId === POLICY && i.invoiceDate >= range.dateFrom && i.invoiceDate <= range.dateTo,
      );
      const rows = dataRows(sheet);
      expect(rows.map((r) => r[1]).sort()).toEqual(expected.map((i) => i.invoiceNo).sort());
      expect(rows[0]![5]).toBeInstanceOf(Date);
      expect(typeof rows[0]![8]).toBe('number');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen' });
      expect(sheet.autoFilter).toBeTruthy();
    });

    it('a PDF the PDF readers open, naming the report and its rows', async () => {
      const answer = await data(
        body('TRANSACTION', { reportFormat: 'PDF', dateFrom: '2026-10-01' }),
      );
      const content = answer.body.data!;
      expect(content.format).toBe('PDF');
      expect(content.reportName).toBe(`${DATE}_GE_Claim Transaction_${POLICY_NO}.pdf`);
      const pdf = Buffer.from(content.fileContent, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      if (text.startsWith('%PDF')) return; // no pdftotext on this machine
      expect(text).toContain('Claim Transaction');
      const first = hrClaims.find((c) => c.policyId === POLICY && c.eventDate >= '2026-10-01');
      expect(text).toContain(first!.claimNo);
      expect(text).toMatch(/Page 1 of \d+/);
    });
  });

  describe('scoping', () => {
    it('GW1035 for a company or a policy the user does not manage; GC404 otherwise', async () => {
      for (const code of ['PROFILE', 'TRANSACTION', 'PREMIUM_BILLING']) {
        const foreignCompany = await list(body(code, { companyId: OTHER_COMPANY_ID }));
        expect(codeOf(foreignCompany)).toBe(ERROR_CODES.companyForbidden);
        expect(foreignCompany.body.data).toBeUndefined();
        const foreignPolicy = await data(body(code, { policyId: FOREIGN_POLICY }));
        expect(codeOf(foreignPolicy)).toBe(ERROR_CODES.companyForbidden);
        // the broker manages both companies: the policy is simply not this company's
        const elsewhere = await list(body(code, { policyId: FOREIGN_POLICY }), broker.accessToken);
        expect(codeOf(elsewhere)).toBe(ERROR_CODES.notFound);
        const unknown = await list(body(code, { policyId: 'PO999' }));
        expect(codeOf(unknown)).toBe(ERROR_CODES.notFound);
      }
      const otherPeriod = await list(body('TRANSACTION', { periodId: 'PO000001002-P03' }));
      expect(codeOf(otherPeriod)).toBe(ERROR_CODES.notFound);
    });
  });

  describe('bad bodies answer the envelope, never a 500', () => {
    it.each([
      ['not JSON', 'not json'],
      ['no fields', {}],
      ['a code of another family', body('PROFILE')],
      ['an unknown field', body('TRANSACTION', { extra: 1 })],
      ['a bad date', body('TRANSACTION', { dateFrom: '01-11-2026' })],
      ['file number 0', body('TRANSACTION', { fileNumber: 0 })],
      ['a bad channel', body('TRANSACTION', { submitVia: 'FAX' })],
    ])('%s', async (_name, payload) => {
      const raw = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.groupReport),
        headers: {
          ...gatewayHeaders(),
          authorization: `Bearer ${hr.accessToken}`,
          'content-type': 'application/json',
        },
        payload:
          typeof payload === 'string' ? payload : JSON.stringify({ fileNumber: 1, ...payload }),
      });
      expect(raw.statusCode).toBeGreaterThanOrEqual(400);
      expect(raw.statusCode).toBeLessThan(500);
      expect(raw.json().status).toBe('failed');
    });
  });
});

describe('reports: several files, no files, files prepared in the background', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START, reportRowsPerFile: 20, reportBackgroundRows: 15 },
  });
  const ask = <C extends Call>(call: C, b: Record<string, unknown>, token = hr.accessToken) =>
    send(app, call, { body: b, token });
  const fileQuery = (ref: string) => ({ companyId: HR_COMPANY_ID, fileGatewayRefNo: ref });
  const readiness = (ref: string, token = hr.accessToken) =>
    send(app, CALLS.fileReady, { query: fileQuery(ref), token });
  const download = (ref: string, token = hr.accessToken) =>
    send(app, CALLS.fileDownload, { query: fileQuery(ref), token });
  /** Asks fileready until ready (the build runs on the event loop; no wall clock is read). */
  const untilReady = async (ref: string) => {
    for (let i = 0; i < 500; i += 1) {
      const answer = await readiness(ref);
      if (answer.body.data?.ready) return answer.body.data;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('never ready');
  };

  it('splits the rows into numbered files past the rows per file', async () => {
    const members = app.store.membersOf(POLICY).length;
    expect(members).toBeGreaterThan(20);
    const listed = await ask(CALLS.memberReportCount, body('PROFILE'));
    const count = Math.ceil(members / 20);
    expect(listed.body.data!.reportFiles).toEqual(
      Array.from({ length: count }, (_, i) => ({
        fileNumber: i + 1,
        reportName: `${DATE}_GE_Member Profile_${POLICY_NO}_Part${i + 1}.xlsx`,
      })),
    );
    const last = await ask(CALLS.memberReport, { ...body('PROFILE'), fileNumber: count });
    const rows = dataRows(await readSheet(last.body.data!));
    expect(rows).toHaveLength(members - (count - 1) * 20);
    expect(rows[0]![0]).toBe((count - 1) * 20 + 1);
    const past = await ask(CALLS.memberReport, { ...body('PROFILE'), fileNumber: count + 1 });
    expect(codeOf(past)).toBe(ERROR_CODES.notFound);
  });

  it('lists no file for a report without rows; file 1 then says so', async () => {
    const empty = body('TRANSACTION', { dateFrom: '2026-12-01', dateTo: '2026-12-01' });
    const listed = await ask(CALLS.groupReportCount, empty);
    expect(listed.body.data!.reportFiles).toEqual([]);
    const direct = await ask(CALLS.groupReport, { ...empty, fileNumber: 1 });
    expect(direct.body.data!.reportName).toBe(`${DATE}_GE_Claim Transaction_${POLICY_NO}.xlsx`);
    const sheet = await readSheet(direct.body.data!);
    expect(dataRows(sheet)).toEqual([['No rows match this report.']]);
    expect(codeOf(await ask(CALLS.groupReport, { ...empty, fileNumber: 2 }))).toBe(
      ERROR_CODES.notFound,
    );
  });

  it('prepares a file past the background limit: fileready, then file streams it', async () => {
    const request = { ...body('PROFILE'), fileNumber: 1 };
    const answer = await ask(CALLS.memberReport, request);
    const content = answer.body.data!;
    expect(content.fileContent).toBe('');
    expect(content.fileGatewayRefNo).toMatch(/^RPT20261202\d{5}$/);
    expect(content.reportName).toBe(`${DATE}_GE_Member Profile_${POLICY_NO}_Part1.xlsx`);
    const ready = await untilReady(content.fileGatewayRefNo!);
    expect(ready).toEqual({
      fileGatewayRefNo: content.fileGatewayRefNo,
      ready: true,
      reportName: content.reportName,
      format: 'EXCEL',
      rows: 20,
    });
    const file = await download(content.fileGatewayRefNo!);
    expect(file.raw.headers['content-type']).toMatch(/^application\/json/);
    expect(file.body.status).toBe('success');
    const rows = dataRows(await readSheet(file.body.data!));
    expect(rows).toHaveLength(20);
    // below the limit the content comes at once
    const small = await ask(CALLS.memberReport, { ...request, fileNumber: 3 });
    expect(small.body.data!.fileGatewayRefNo).toBeUndefined();
    expect(small.body.data!.fileContent).not.toBe('');
  });

  it('keeps a reference to the user who asked, the company and an hour on the mock clock', async () => {
    const answer = await ask(CALLS.memberReport, { ...body('PROFILE'), fileNumber: 1 });
    const ref = answer.body.data!.fileGatewayRefNo!;
    await untilReady(ref);
    // the broker manages the company too, but the file is the HR user's
    expect(codeOf(await readiness(ref, broker.accessToken))).toBe(ERROR_CODES.notFound);
    expect(codeOf(await download(ref, broker.accessToken))).toBe(ERROR_CODES.notFound);
    const foreign = await send(app, CALLS.fileReady, {
      query: { companyId: OTHER_COMPANY_ID, fileGatewayRefNo: ref },
      token: hr.accessToken,
    });
    expect(codeOf(foreign)).toBe(ERROR_CODES.companyForbidden);
    expect(codeOf(await readiness('RPT-NONE'))).toBe(ERROR_CODES.notFound);
    // an hour on: the tokens have expired too, so the user signs in again
    app.store.clock.advance(REPORT_FILE_TTL_MS / 1000 - 1);
    const again = await arm(app, 'signed-in', { userName: DEMO_USERS.hr.email });
    const token = again.body.accessToken as string;
    expect((await readiness(ref, token)).body.data!.ready).toBe(true);
    app.store.clock.advance(1);
    expect(codeOf(await readiness(ref, token))).toBe(ERROR_CODES.notFound);
    expect(codeOf(await download(ref, token))).toBe(ERROR_CODES.notFound);
    app.store.clock.reset();
  });
});

describe('the streamed base64', () => {
  it('is the whole base64 in pieces of whole 3-byte groups, whatever the chunk sizes', () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 37) % 256));
    const chunks = [1, 2, 3, 4, 5, 7, 11, 100, 250, 617].reduce<{ at: number; parts: Buffer[] }>(
      ({ at, parts }, size) => ({
        at: at + size,
        parts: [...parts, bytes.subarray(at, at + size)],
      }),
      { at: 0, parts: [] },
    ).parts;
    const pieces = [...base64Pieces(chunks)];
    expect(pieces.join('')).toBe(Buffer.concat(chunks).toString('base64'));
    expect(pieces.slice(0, -1).every((p) => p.length % 4 === 0 && !p.includes('='))).toBe(true);
  });
});
