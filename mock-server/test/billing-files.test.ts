import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLS, ERROR_CODES, TEST_CLOCK_START, type ReportContent } from '@mo/contracts';
import {
  HR_COMPANY_ID,
  OTHER_COMPANY_ID,
  invoiceLines,
  premiumTable,
  type SeedInvoice,
} from '@mo/fixtures';
import type ExcelJS from 'exceljs';
import type { MockApp } from '../src/app';
import { loadExcel } from '../src/lib/exceljs';
import { formatRupiah } from '../src/views/members';
import { hrInvoices, seed } from './hr-seed';
import { codeOf, send, type SignedIn, useSignedInApp } from './helpers';

const hrCompany = seed.companies.find((c) => c.id === HR_COMPANY_ID)!;
/** The mock's default rows per file (config reportRowsPerFile). */
const ROWS_PER_FILE = 40;
const bigInvoice = hrInvoices.find((i) => i.memberCount > ROWS_PER_FILE)!;
const smallInvoice = hrInvoices.find((i) => i.memberCount > 0 && i.memberCount <= ROWS_PER_FILE)!;
const foreignInvoice = seed.invoices.find((i) => i.companyId === OTHER_COMPANY_ID)!;
const policyOf = (invoice: SeedInvoice) => seed.policies.find((p) => p.id === invoice.policyId)!;
/** The invoice's members as the mock's store lists the policy's members. */
const linesOf = (app: MockApp, invoice: SeedInvoice) =>
  invoiceLines(invoice, policyOf(invoice), app.store.membersOf(invoice.policyId));
/** Jakarta's day at TEST_CLOCK_START (2026-12-02) as the file names write it. */
const DATE = '021226';

const hasPdfToText = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Whether the PDF text checks can run: always in CI, which installs poppler-utils (.ci/run). */
const pdfTextReadable = (): boolean => {
  if (!hasPdfToText && process.env.CI) throw new Error('pdftotext (poppler-utils) is missing');
  return hasPdfToText;
};

/** The PDF's text: pdftotext (poppler-utils) where installed, else the raw uncompressed bytes. */
const pdfText = (pdf: Buffer): string => {
  if (!hasPdfToText) return pdf.toString('latin1');
  const dir = mkdtempSync(join(tmpdir(), 'billing-pdf-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const readWorkbook = async (content: ReportContent): Promise<ExcelJS.Worksheet> => {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(Buffer.from(content.fileContent, 'base64') as never);
  return workbook.worksheets[0]!;
};

describe('premium billing: an invoice and its billing detail as files', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
  });

  const request = (
    invoice: SeedInvoice,
    reportCode: 'BILLING_INVOICE' | 'BILLING_DETAIL',
    extra: Record<string, unknown> = {},
  ) => ({
    companyId: invoice.companyId,
    reportCode,
    reportFormat: reportCode === 'BILLING_INVOICE' ? 'PDF' : 'EXCEL',
    invoiceNo: invoice.invoiceNo,
    policyNo: invoice.policyNo,
    ...extra,
  });
  const files = (body: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.billingDetailFiles, { body, token });
  const report = (body: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.billingReport, { body, token });

  describe('the file lists', () => {
    it('lists the invoice as one PDF file', async () => {
      const answer = await files(request(smallInvoice, 'BILLING_INVOICE'));
      expect(answer.body.data!.reportFiles).toEqual([
        { fileNumber: 1, reportName: `${DATE}_GE_Invoice_${smallInvoice.invoiceNo}.pdf` },
      ]);
    });

    it('lists the billing detail as one file per 40 members, numbered parts', async () => {
      const one = await files(request(smallInvoice, 'BILLING_DETAIL'));
      expect(one.body.data!.reportFiles).toEqual([
        { fileNumber: 1, reportName: `${DATE}_GE_Billing Detail_${smallInvoice.invoiceNo}.xlsx` },
      ]);
      const several = await files(request(bigInvoice, 'BILLING_DETAIL'));
      const count = Math.ceil(bigInvoice.memberCount / ROWS_PER_FILE);
      expect(count).toBeGreaterThan(1);
      expect(several.body.data!.reportFiles).toEqual(
        Array.from({ length: count }, (_, i) => ({
          fileNumber: i + 1,
          reportName: `${DATE}_GE_Billing Detail_${bigInvoice.invoiceNo}_Part${i + 1}.xlsx`,
        })),
      );
    });
  });

  describe('refusals', () => {
    it('refuses a code in the other format (GC400) and bad bodies in the envelope', async () => {
      for (const body of [
        request(smallInvoice, 'BILLING_INVOICE', { reportFormat: 'EXCEL' }),
        request(smallInvoice, 'BILLING_DETAIL', { reportFormat: 'PDF' }),
        request(smallInvoice, 'BILLING_DETAIL', { reportCode: 'POLICY_BENEFIT' }),
        request(smallInvoice, 'BILLING_DETAIL', { fileNumber: 1 }),
        { companyId: HR_COMPANY_ID },
      ]) {
        const answer = await files(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toMatch(/^(GC400|err001)$/);
        expect(answer.body.data).toBeUndefined();
      }
      const noFile = await report(request(smallInvoice, 'BILLING_DETAIL'));
      expect(codeOf(noFile)).toBe(ERROR_CODES.required);
      const zero = await report(request(smallInvoice, 'BILLING_DETAIL', { fileNumber: 0 }));
      expect(codeOf(zero)).toBe(ERROR_CODES.badRequest);
    });

    it('refuses an invoice of a company the user does not manage (GW1035), with no data', async () => {
      for (const body of [
        request(foreignInvoice, 'BILLING_INVOICE', { companyId: HR_COMPANY_ID }),
        request(foreignInvoice, 'BILLING_INVOICE'),
      ]) {
        const listed = await files(body);
        expect(listed.statusCode).toBe(403);
        expect(codeOf(listed)).toBe(ERROR_CODES.companyForbidden);
        expect(listed.body.data).toBeUndefined();
        const fetched = await report({ ...body, fileNumber: 1 });
        expect(codeOf(fetched)).toBe(ERROR_CODES.companyForbidden);
        expect(fetched.body.data).toBeUndefined();
      }
      // the broker manages that company
      const asBroker = await files(request(foreignInvoice, 'BILLING_INVOICE'), broker.accessToken);
      expect(asBroker.statusCode).toBe(200);
    });

    it('answers GC404 for an unknown invoice, another policy number or a file past the list', async () => {
      const cases = [
        files(request(smallInvoice, 'BILLING_INVOICE', { invoiceNo: 'INV-NONE' })),
        files(request(smallInvoice, 'BILLING_INVOICE', { policyNo: 'GHG9999999' })),
        // the broker's invoice of the HR company asked under another of the broker's companies
        files(
          request(smallInvoice, 'BILLING_INVOICE', { companyId: OTHER_COMPANY_ID }),
          broker.accessToken,
        ),
        report(request(smallInvoice, 'BILLING_INVOICE', { fileNumber: 2 })),
        report(
          request(bigInvoice, 'BILLING_DETAIL', {
            fileNumber: Math.ceil(bigInvoice.memberCount / ROWS_PER_FILE) + 1,
          }),
        ),
      ];
      for (const answer of await Promise.all(cases)) {
        expect(answer.statusCode).toBe(404);
        expect(codeOf(answer)).toBe(ERROR_CODES.notFound);
      }
    });
  });

  describe('the invoice PDF', () => {
    it("names the insurer, the company's own data, the invoice, its lines, totals and pages", async () => {
      const invoice = hrInvoices.find(
        (i) => i.billingStatus === 'Outstanding' && i.paidAmount > 0,
      )!;
      const answer = await report(request(invoice, 'BILLING_INVOICE', { fileNumber: 1 }));
      expect(answer.statusCode).toBe(200);
      const content = answer.body.data!;
      expect(content.format).toBe('PDF');
      expect(content.reportName).toBe(`${DATE}_GE_Invoice_${invoice.invoiceNo}.pdf`);
      const pdf = Buffer.from(content.fileContent, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // pdfkit compresses page content: the text is checked through pdftotext (poppler-utils)
      if (!pdfTextReadable()) return;
      const text = pdfText(pdf);
      const policy = policyOf(invoice);
      const subsidiary = policy.subsidiaries.find((s) => s.id === invoice.subsidiaryId)!;
      for (const expected of [
        'PT Asuransi Contoh Indonesia',
        'Jl. Jenderal Sudirman',
        'INVOICE',
        hrCompany.companyName,
        hrCompany.address,
        hrCompany.phoneNo,
        invoice.invoiceNo,
        policy.policyNo,
        invoice.transactionType,
        subsidiary.subsidiaryName,
        `Rp ${formatRupiah(invoice.billingAmount)}`,
        `Rp ${formatRupiah(invoice.paidAmount)}`,
        `Rp ${formatRupiah(invoice.outstandingAmount)}`,
        'Amount Due',
        'Payment Instructions',
        'Virtual Account',
        'OUTSTANDING',
        'Page 1 of 1',
      ]) {
        expect(text).toContain(expected);
      }
      // a line per plan and member type: their member counts add up to the invoice's
      const lines = linesOf(app, invoice);
      const plans = new Set(lines.map((l) => `${l.member.planNo} - `));
      for (const plan of plans) expect(text).toContain(plan);
      expect(lines).toHaveLength(invoice.memberCount);
    });

    it('says PAID with the paid date on a paid invoice', async () => {
      const invoice = hrInvoices.find((i) => i.billingStatus === 'Paid')!;
      const answer = await report(request(invoice, 'BILLING_INVOICE', { fileNumber: 1 }));
      if (!pdfTextReadable()) return;
      const text = pdfText(Buffer.from(answer.body.data!.fileContent, 'base64'));
      expect(text).toContain('PAID / LUNAS');
      expect(text).toMatch(/Paid on \d{2} [A-Z][a-z]{2} \d{4}/);
    });
  });

  describe('the billing detail workbook', () => {
    it('has the header block, typed cells, a frozen header, an autofilter and the members', async () => {
      const answer = await report(request(smallInvoice, 'BILLING_DETAIL', { fileNumber: 1 }));
      const content = answer.body.data!;
      expect(content.format).toBe('EXCEL');
      const sheet = await readWorkbook(content);
      expect(sheet.name).toBe('Billing Detail');
      const value = (label: string) =>
        sheet.getColumn(1).values.indexOf(label) > 0
          ? sheet.getRow(sheet.getColumn(1).values.indexOf(label)).getCell(2).value
          : undefined;
      expect(value('Company')).toBe(hrCompany.companyName);
      expect(value('Invoice Number')).toBe(smallInvoice.invoiceNo);
      expect(value('Policy Number')).toBe(smallInvoice.policyNo);
      expect(value('Invoice Date')).toEqual(new Date(`${smallInvoice.invoiceDate}T00:00:00Z`));
      expect(value('Billing Amount (IDR)')).toBe(smallInvoice.billingAmount);
      expect(value('File')).toBe('1 of 1');

      const headerRow = sheet.getColumn(1).values.indexOf('No');
      const header = sheet.getRow(headerRow).values as unknown[];
      const products = premiumTable(policyOf(smallInvoice)).productNames;
      expect(header.slice(1)).toEqual([
        'No',
        'Member Number',
        'Member Name',
        'Member Type',
        'Employee ID',
        'Plan',
        'Plan Description',
        'Effective Date',
        'Coverage From',
        'Coverage To',
        ...products.map((p) => `${p} (IDR)`),
        'Total Premium (IDR)',
      ]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerRow });
      expect(sheet.autoFilter).toBeTruthy();

      const lines = linesOf(app, smallInvoice);
      lines.forEach((line, i) => {
        const row = sheet.getRow(headerRow + 1 + i);
        expect(row.getCell(1).value).toBe(i + 1);
        expect(row.getCell(2).value).toBe(line.member.memberNumber);
        expect(row.getCell(3).value).toBe(line.member.name);
        expect(row.getCell(8).value).toEqual(new Date(`${line.member.effectiveDate}T00:00:00Z`));
        expect(row.getCell(11 + products.length).value).toBe(line.total);
        expect(typeof row.getCell(11).value).toBe('number');
      });
      const total = sheet.getRow(headerRow + 1 + lines.length);
      expect(total.getCell(1).value).toBe('Total');
      expect(total.getCell(11 + products.length).value).toBe(smallInvoice.billingAmount);
    });

    it('splits a large detail into numbered files that together hold every member once', async () => {
      const count = Math.ceil(bigInvoice.memberCount / ROWS_PER_FILE);
      const seen: string[] = [];
      let premiums = 0;
      for (let fileNumber = 1; fileNumber <= count; fileNumber += 1) {
        const answer = await report(request(bigInvoice, 'BILLING_DETAIL', { fileNumber }));
        expect(answer.body.data!.reportName).toBe(
          `${DATE}_GE_Billing Detail_${bigInvoice.invoiceNo}_Part${fileNumber}.xlsx`,
        );
        const sheet = await readWorkbook(answer.body.data!);
        const headerRow = sheet.getColumn(1).values.indexOf('No');
        const totalColumn = (sheet.getRow(headerRow).values as unknown[]).length - 1;
        expect(sheet.getRow(sheet.getColumn(1).values.indexOf('File')).getCell(2).value).toBe(
          `${fileNumber} of ${count}`,
        );
        for (let r = headerRow + 1; ; r += 1) {
          const row = sheet.getRow(r);
          if (typeof row.getCell(1).value !== 'number') break;
          // numbering runs on across the files
          expect(row.getCell(1).value).toBe(seen.length + 1);
          seen.push(String(row.getCell(2).value));
          premiums += row.getCell(totalColumn).value as number;
        }
      }
      expect(seen).toEqual(linesOf(app, bigInvoice).map((l) => l.member.memberNumber));
      expect(premiums).toBe(bigInvoice.billingAmount);
    });
  });
});

describe('premium billing: a policy without members', () => {
  let app: MockApp, hr: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
    seed: { companies: 1, membersPerCompany: 0, invoicesPerPolicy: 1 },
  });

  it('lists no billing detail file, and file 1 fetched directly says no one is billed', async () => {
    const invoice = app.store.invoices.find((i) => i.companyId === HR_COMPANY_ID)!;
    const body = {
      companyId: HR_COMPANY_ID,
      reportCode: 'BILLING_DETAIL',
      reportFormat: 'EXCEL',
      invoiceNo: invoice.invoiceNo,
      policyNo: invoice.policyNo,
    };
    const listed = await send(app, CALLS.billingDetailFiles, { body, token: hr.accessToken });
    expect(listed.body.data!.reportFiles).toEqual([]);
    const direct = await send(app, CALLS.billingReport, {
      body: { ...body, fileNumber: 1 },
      token: hr.accessToken,
    });
    const sheet = await readWorkbook(direct.body.data!);
    const headerRow = sheet.getColumn(1).values.indexOf('No');
    expect(sheet.getRow(headerRow + 1).getCell(1).value).toBe(
      'No members are billed on this invoice.',
    );
  });
});
