import { DEFAULT_VARIABLE_CODES } from '@mo/contracts';
import type { InvoiceMemberLine, SeedCompany, SeedInvoice, SeedPolicy } from '@mo/fixtures';
import type { MockStore } from '../store/store';
import { formatRupiah, MEMBER_TYPE_LABELS } from '../lib/format';
import { documentDate, invoiceDates } from '../lib/invoice-facts';
import { footerOnEveryPage, loadPdfKit } from '../lib/pdfkit';

/*
 * The invoice as a PDF a finance user would accept: the insurer's block (name, address and
 * contacts from the system parameters), the company billed (the seed's own data), the invoice's
 * numbers and dates, one line per plan and member type under the subsidiary, the total, what is
 * paid, the amount due, how to pay, and page numbers. Bilingual labels (Indonesian / English).
 */

export const INSURER_NAME = 'PT Asuransi Contoh Indonesia';
/** Where premiums are paid to (fictional, display only). */
export const INSURER_BANK = { bankName: 'Bank Arta Nusa', accountName: INSURER_NAME } as const;

/** The invoice's own virtual account: 8808 and the last twelve digits of its number. */
export const virtualAccountOf = (invoiceNo: string): string =>
  `8808${invoiceNo.replace(/\D/g, '').slice(-12).padStart(12, '0')}`;

export interface InvoicePdfInput {
  store: MockStore;
  company: SeedCompany;
  policy: SeedPolicy;
  invoice: SeedInvoice;
  lines: readonly InvoiceMemberLine[];
  nowMs: number;
}

interface PlanLine {
  planNo: string;
  planDescription: string;
  memberType: string;
  members: number;
  amount: number;
}

/** The invoice's lines: per plan (the policy's order), then member type (E, S, C). */
const planLines = (policy: SeedPolicy, lines: readonly InvoiceMemberLine[]): PlanLine[] => {
  const grouped = new Map<string, PlanLine>();
  for (const { member, total } of lines) {
    const key = `${member.planNo}\u0001${member.memberType}`;
    let line = grouped.get(key);
    if (!line) {
      line = {
        planNo: member.planNo,
        planDescription:
          policy.plans.find((p) => p.planNo === member.planNo)?.planDescription ?? '',
        memberType: member.memberType,
        members: 0,
        amount: 0,
      };
      grouped.set(key, line);
    }
    line.members += 1;
    line.amount += total;
  }
  const planOrder = new Map(policy.plans.map((p, i) => [p.planNo, i]));
  const typeOrder = { E: 0, S: 1, C: 2 } as Record<string, number>;
  return [...grouped.values()].sort(
    (a, b) =>
      (planOrder.get(a.planNo) ?? 99) - (planOrder.get(b.planNo) ?? 99) ||
      (typeOrder[a.memberType] ?? 9) - (typeOrder[b.memberType] ?? 9),
  );
};

const rupiah = (amount: number): string => `Rp ${formatRupiah(amount)}`;

const MARGIN = 50;
const COLUMNS = { plan: MARGIN, type: 250, members: 350, months: 410, amount: 455 };
const AMOUNT_WIDTH = 545 - COLUMNS.amount;

export const buildInvoicePdf = async (input: InvoicePdfInput): Promise<Buffer> => {
  const { store, company, policy, invoice, lines, nowMs } = input;
  const PDFDocument = await loadPdfKit();
  const created = new Date(nowMs);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Invoice ${invoice.invoiceNo}`,
      Author: INSURER_NAME,
      Subject: `Premium invoice for ${company.companyName}`,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const variable = (code: string) => store.defaultVariable(code) ?? '';
  const dates = invoiceDates(invoice);
  const period = policy.periods.find((p) => p.id === invoice.periodId) ?? policy.periods[0]!;
  const subsidiary = policy.subsidiaries.find((s) => s.id === invoice.subsidiaryId);
  const months = Math.max(
    1,
    Math.round(
      (Date.parse(`${dates.coverageTo}T00:00:00Z`) -
        Date.parse(`${dates.coverageFrom}T00:00:00Z`)) /
        (30.4 * 86_400_000),
    ),
  );

  // Insurer block (left) and the title (right).
  doc.font('Helvetica-Bold').fontSize(15).text(INSURER_NAME, MARGIN, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(8.5);
  doc.text(variable(DEFAULT_VARIABLE_CODES.address), { width: 300 });
  doc.text(
    `Tel. ${variable(DEFAULT_VARIABLE_CODES.csContactNumber)}  ·  ${variable(DEFAULT_VARIABLE_CODES.email)}`,
    { width: 300 },
  );
  doc.text(variable(DEFAULT_VARIABLE_CODES.website), { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('INVOICE', 360, MARGIN, { width: 185, align: 'right' });
  doc.font('Helvetica').fontSize(10).text('Tagihan Premi', { width: 185, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(invoice.billingStatus === 'Paid' ? '#1a7f37' : '#b42318')
    .text(invoice.billingStatus === 'Paid' ? 'PAID / LUNAS' : 'OUTSTANDING / BELUM LUNAS', {
      width: 185,
      align: 'right',
    })
    .fillColor('black');

  // Bill-to block (left) and the invoice's details (right).
  const top = 150;
  doc.font('Helvetica-Bold').fontSize(9).text('Ditagihkan kepada / Bill to', MARGIN, top);
  doc.font('Helvetica-Bold').fontSize(10.5).text(company.companyName, { width: 250 });
  doc.font('Helvetica').fontSize(9);
  doc.text(company.address, { width: 250 });
  doc.text(`Tel. ${company.phoneNo}`, { width: 250 });
  doc.text(company.emailAddress, { width: 250 });
  doc.text(`Attn. ${policy.hrContactPerson}`, { width: 250 });
  const billToBottom = doc.y;

  const details: [string, string][] = [
    ['No. Tagihan / Invoice No.', invoice.invoiceNo],
    ['Tanggal / Invoice Date', documentDate(invoice.invoiceDate)],
    ['Jatuh Tempo / Due Date', documentDate(dates.dueDate)],
    ['No. Polis / Policy No.', policy.policyNo],
    ['Jenis Polis / Policy Type', policy.policyType],
    [
      'Periode Polis / Policy Period',
      `${documentDate(period.policyPeriodFrom)} - ${documentDate(period.policyPeriodTo)}`,
    ],
    ['Transaksi / Transaction', invoice.transactionType],
    [
      'Pertanggungan / Coverage',
      `${documentDate(dates.coverageFrom)} - ${documentDate(dates.coverageTo)}`,
    ],
  ];
  let y = top;
  for (const [label, value] of details) {
    doc.font('Helvetica').fontSize(8.5).text(label, 320, y, { width: 110 });
    doc.font('Helvetica-Bold').fontSize(8.5).text(value, 430, y, { width: 115, align: 'right' });
    y = doc.y + 3;
  }

  // The lines: the subsidiary, then one line per plan and member type.
  let tableY = Math.max(billToBottom, y) + 18;
  const tableHeader = () => {
    doc
      .rect(MARGIN, tableY - 4, 495, 18)
      .fill('#eef2f6')
      .fillColor('black');
    doc.font('Helvetica-Bold').fontSize(8.5);
    doc.text('Plan', COLUMNS.plan + 4, tableY, { width: 190 });
    doc.text('Peserta / Member type', COLUMNS.type, tableY, { width: 100 });
    doc.text('Jumlah / Members', COLUMNS.members, tableY, { width: 60 });
    doc.text('Bulan / Months', COLUMNS.months, tableY, { width: 45 });
    doc.text('Premi / Premium', COLUMNS.amount, tableY, { width: AMOUNT_WIDTH, align: 'right' });
    tableY += 20;
  };
  const room = (needed: number) => {
    if (tableY + needed <= doc.page.height - MARGIN - 40) return;
    doc.addPage();
    tableY = MARGIN;
    tableHeader();
  };
  tableHeader();
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(
    `Subsidiary ${subsidiary?.subsidiaryNo ?? ''} - ${subsidiary?.subsidiaryName ?? ''}`,
    COLUMNS.plan + 4,
    tableY,
    { width: 490 },
  );
  tableY = doc.y + 4;
  const grouped = planLines(policy, lines);
  if (grouped.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('No members are billed on this invoice.', MARGIN + 4, tableY);
    tableY = doc.y + 4;
  }
  for (const line of grouped) {
    room(16);
    doc.font('Helvetica').fontSize(9);
    doc.text(`${line.planNo} - ${line.planDescription}`, COLUMNS.plan + 4, tableY, { width: 190 });
    doc.text(MEMBER_TYPE_LABELS[line.memberType as 'E'] ?? line.memberType, COLUMNS.type, tableY, {
      width: 100,
    });
    doc.text(String(line.members), COLUMNS.members, tableY, { width: 50, align: 'right' });
    doc.text(String(months), COLUMNS.months, tableY, { width: 35, align: 'right' });
    doc.text(rupiah(line.amount), COLUMNS.amount, tableY, { width: AMOUNT_WIDTH, align: 'right' });
    tableY += 15;
  }

  // Totals.
  room(70);
  doc.moveTo(300, tableY).lineTo(545, tableY).stroke();
  tableY += 6;
  const total = (label: string, amount: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10.5 : 9);
    doc.text(label, 300, tableY, { width: 150 });
    doc.text(rupiah(amount), 440, tableY, { width: 105, align: 'right' });
    tableY += bold ? 18 : 14;
  };
  total('Total Premi / Total Premium', invoice.billingAmount);
  total('Dibayar / Paid', invoice.paidAmount);
  total('Jumlah Tagihan / Amount Due', invoice.outstandingAmount, true);
  if (invoice.paidDate) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(`Lunas pada / Paid on ${documentDate(invoice.paidDate)}`, 300, tableY, {
        width: 245,
        align: 'right',
      });
    tableY = doc.y + 6;
  }

  // How to pay.
  room(90);
  tableY += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .text('Cara Pembayaran / Payment Instructions', MARGIN, tableY);
  doc.font('Helvetica').fontSize(8.5);
  doc.text(
    `Mohon bayar jumlah tagihan paling lambat ${documentDate(dates.dueDate)} melalui transfer ke: / ` +
      `Please pay the amount due by ${documentDate(dates.dueDate)} by transfer to:`,
    { width: 495 },
  );
  doc.text(`Bank: ${INSURER_BANK.bankName}`, { width: 495 });
  doc.text(`Atas nama / Account name: ${INSURER_BANK.accountName}`, { width: 495 });
  doc.text(`Virtual Account: ${virtualAccountOf(invoice.invoiceNo)}`, { width: 495 });
  doc.text(`Berita / Reference: ${invoice.invoiceNo}`, { width: 495 });
  doc.moveDown(0.5);
  doc.text(
    'Tagihan ini dibuat oleh sistem dan sah tanpa tanda tangan. / ' +
      'This invoice is computer generated and valid without a signature.',
    { width: 495 },
  );

  // Page numbers on every page (the pages are buffered until now).
  footerOnEveryPage(
    doc,
    { x: MARGIN, fromBottom: 35, width: 495, fontSize: 8 },
    (page, count) => `${invoice.invoiceNo}  ·  Halaman / Page ${page} of ${count}`,
  );
  doc.end();
  return done;
};
