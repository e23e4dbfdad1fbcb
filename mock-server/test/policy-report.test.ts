import { CALLS, ERROR_CODES } from '@mo/contracts';
import { REPORT_DEMO_POLICY_IDS, buildSeed, demoUser } from '@mo/fixtures';
import ExcelJS from 'exceljs';
import type { MockApp } from '../src/app';
import { useTestApp } from './app-setup';
import { codeOf, send, signIn, testApp, type SignedIn } from './helpers';

const seed = buildSeed();
const hrCompanyId = demoUser(seed, 'hr').companyIds[0]!;
const policyById = (id: string) => seed.policies.find((p) => p.id === id)!;
const one = policyById(REPORT_DEMO_POLICY_IDS.oneFile);
const many = policyById(REPORT_DEMO_POLICY_IDS.multiFile);
const none = policyById(REPORT_DEMO_POLICY_IDS.noFile);
const rowsOf = (policyId: string) =>
  policyById(policyId).benefits.reduce((n, b) => n + b.rows.length, 0);

const request = (policy: { id: string; companyId: string }, extra: object = {}) => ({
  companyId: policy.companyId,
  policyId: policy.id,
  reportCode: 'POLICY_BENEFIT',
  reportFormat: 'EXCEL',
  ...extra,
});

/** The cell texts of the first sheet, row by row. */
const sheetOf = async (base64: string): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
};

describe('policy-benefit export (report-count and report)', () => {
  let app: MockApp;
  let hr: SignedIn;
  let broker: SignedIn;
  useTestApp(async (built) => {
    app = built;
    // 2026-11-22 01:30 in Jakarta (UTC+7), though still the 21st in UTC: the name uses Jakarta.
    app.store.clock.set('2026-11-21T18:30:00.000Z');
    hr = await signIn(app, 'hr');
    broker = await signIn(app, 'broker');
  });

  const count = (body: object, token = broker.accessToken) =>
    send(app, CALLS.policyReportCount, { body, token });
  const report = (body: object, token = broker.accessToken) =>
    send(app, CALLS.policyReport, { body, token });

  it('lists one file for the HR policy, named DDMMYY_GE_Policy Benefit_<policy number>', async () => {
    const answer = await count(request(one), hr.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data?.reportFiles).toEqual([
      { fileNumber: 1, reportName: '221126_GE_Policy Benefit_GHG0001001.xlsx' },
    ]);
  });

  it('lists three files for the large broker policy, with part suffixes', async () => {
    const answer = await count(request(many));
    expect(answer.body.data?.reportFiles).toEqual(
      [1, 2, 3].map((n) => ({
        fileNumber: n,
        reportName: `221126_GE_Policy Benefit_${many.policyNo}_Part${n}.xlsx`,
      })),
    );
  });

  it('lists no file for the policy without benefits, and exports it directly as one file', async () => {
    expect((await count(request(none))).body.data?.reportFiles).toEqual([]);
    const answer = await report(request(none, { fileNumber: 1 }));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data?.reportName).toBe(`221126_GE_Policy Benefit_${none.policyNo}.xlsx`);
    const rows = await sheetOf(answer.body.data!.fileContent);
    expect(rows[1]).toEqual(['Policy Number', none.policyNo]);
    expect(rows).toContainEqual(['No benefits are recorded for this policy.']);
    const beyond = await report(request(none, { fileNumber: 2 }));
    expect(beyond.statusCode).toBe(404);
    expect(codeOf(beyond)).toBe(ERROR_CODES.notFound);
  });

  it('answers a real xlsx with the company, the policy number, a header row and every row', async () => {
    const answer = await report(request(one, { fileNumber: 1 }), hr.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      format: 'EXCEL',
      reportName: '221126_GE_Policy Benefit_GHG0001001.xlsx',
    });
    const rows = await sheetOf(answer.body.data!.fileContent);
    const company = seed.companies.find((c) => c.id === hrCompanyId)!;
    expect(rows[0]).toEqual(['Company', company.companyName]);
    expect(rows[1]).toEqual(['Policy Number', 'GHG0001001']);
    const header = rows.findIndex((r) => r[0] === 'Product Type');
    expect(rows[header]).toEqual(expect.arrayContaining(['Plan', 'Code', 'Benefit', 'Amount']));
    const data = rows.slice(header + 1);
    expect(data).toHaveLength(rowsOf(one.id));
    const maxl = data.find((r) => r[2] === 'MAXL' && r[1]?.startsWith('A '));
    expect(maxl?.[7]).toBe('100000000');
  });

  it('splits the large policy into files of at most 40 rows that add up to every row', async () => {
    let total = 0;
    for (const fileNumber of [1, 2, 3]) {
      const answer = await report(request(many, { fileNumber }));
      expect(answer.body.data?.reportName).toBe(
        `221126_GE_Policy Benefit_${many.policyNo}_Part${fileNumber}.xlsx`,
      );
      const rows = await sheetOf(answer.body.data!.fileContent);
      expect(rows[1]).toEqual(['Policy Number', many.policyNo]);
      expect(rows[4]).toEqual(['File', `${fileNumber} of 3`]);
      const data = rows.slice(rows.findIndex((r) => r[0] === 'Product Type') + 1);
      expect(data.length).toBeGreaterThan(0);
      expect(data.length).toBeLessThanOrEqual(40);
      total += data.length;
    }
    expect(total).toBe(rowsOf(many.id));
  });

  it('answers GC404 to a file number past the last one', async () => {
    for (const answer of [
      await report(request(many, { fileNumber: 4 })),
      await report(request(one, { fileNumber: 2 }), hr.accessToken),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(codeOf(answer)).toBe(ERROR_CODES.notFound);
    }
  });

  it('scopes to the company (GW1035) and the policy and period (GC404)', async () => {
    const forbidden = await count(request(many), hr.accessToken);
    expect(forbidden.statusCode).toBe(403);
    expect(codeOf(forbidden)).toBe(ERROR_CODES.companyForbidden);
    expect(codeOf(await report(request(many, { fileNumber: 1 }), hr.accessToken))).toBe(
      ERROR_CODES.companyForbidden,
    );
    expect(codeOf(await count({ ...request(many), companyId: hrCompanyId }))).toBe(
      ERROR_CODES.notFound,
    );
    expect(codeOf(await count(request(one, { periodId: many.periods[0]!.id })))).toBe(
      ERROR_CODES.notFound,
    );
  });

  it('validates the request: report code and format, file number', async () => {
    expect(codeOf(await count(request(one, { reportCode: 'OTHER' })))).toBe(ERROR_CODES.badRequest);
    expect(codeOf(await count(request(one, { reportFormat: 'PDF' })))).toBe(ERROR_CODES.badRequest);
    expect(codeOf(await report(request(one)))).toBe(ERROR_CODES.required);
    expect(codeOf(await report(request(one, { fileNumber: 0 })))).toBe(ERROR_CODES.badRequest);
  });
});

describe('MOCK_REPORT_ROWS_PER_FILE', () => {
  it('splits by the configured rows per file', async () => {
    const app = await testApp({ config: { reportRowsPerFile: 10 } });
    try {
      const hr = await signIn(app, 'hr');
      const answer = await send(app, CALLS.policyReportCount, {
        body: request(one),
        token: hr.accessToken,
      });
      expect(answer.body.data?.reportFiles).toHaveLength(Math.ceil(rowsOf(one.id) / 10));
    } finally {
      await app.close();
    }
  });
});
