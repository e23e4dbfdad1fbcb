import {
  premiumTable,
  type InvoiceMemberLine,
  type SeedCompany,
  type SeedInvoice,
  type SeedPolicy,
} from '@mo/fixtures';
import { loadExcel } from '../lib/exceljs';
import { MEMBER_TYPE_LABELS } from '../lib/format';
import { BILLING_DETAIL_REPORT_NAME } from './billing-files';
import { invoiceDates } from '../lib/invoice-facts';

/*
 * The billing detail of an invoice as a real workbook: a header block (company, policy, period,
 * subsidiary, invoice, amounts, which file of how many), then one row per member and plan with
 * the premium of each product and their total, as typed cells (numbers and dates, not text),
 * under a frozen header row with an autofilter, and a total row of the file's premiums.
 */

export interface BillingDetailInput {
  company: SeedCompany;
  policy: SeedPolicy;
  invoice: SeedInvoice;
  /** This file's rows. */
  lines: readonly InvoiceMemberLine[];
  /** The position of this file's first row among all the invoice's rows (numbering). */
  firstRow: number;
  fileNumber: number;
  fileCount: number;
  nowMs: number;
}

/** A YYYY-MM-DD as the date cell Excel shows (midnight UTC: exceljs writes dates in UTC). */
const cellDate = (date: string): Date => new Date(`${date}T00:00:00Z`);

const AMOUNT_FORMAT = '#,##0';
const DATE_FORMAT = 'dd mmm yyyy';

const FIXED_COLUMNS = [
  { header: 'No', width: 6 },
  { header: 'Member Number', width: 18 },
  { header: 'Member Name', width: 30 },
  { header: 'Member Type', width: 13 },
  { header: 'Employee ID', width: 14 },
  { header: 'Plan', width: 7 },
  { header: 'Plan Description', width: 18 },
  { header: 'Effective Date', width: 14 },
  { header: 'Coverage From', width: 14 },
  { header: 'Coverage To', width: 14 },
] as const;

export const buildBillingDetail = async (input: BillingDetailInput): Promise<Buffer> => {
  const { company, policy, invoice, lines, firstRow, fileNumber, fileCount, nowMs } = input;
  const table = premiumTable(policy);
  const period = policy.periods.find((p) => p.id === invoice.periodId) ?? policy.periods[0]!;
  const subsidiary = policy.subsidiaries.find((s) => s.id === invoice.subsidiaryId);
  const dates = invoiceDates(invoice);
  const planNames = new Map(policy.plans.map((p) => [p.planNo, p.planDescription]));

  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'MO mock insurer';
  workbook.created = new Date(nowMs);
  workbook.modified = new Date(nowMs);
  const sheet = workbook.addWorksheet(BILLING_DETAIL_REPORT_NAME);

  sheet.addRow([BILLING_DETAIL_REPORT_NAME]).font = { bold: true, size: 14 };
  const info = (label: string, value: string | number | Date, numFmt?: string) => {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
  };
  info('Company', company.companyName);
  info('Policy Number', policy.policyNo);
  info('Policy Period', `${period.policyPeriodFrom} - ${period.policyPeriodTo}`);
  info('Subsidiary', subsidiary ? `${subsidiary.subsidiaryNo} - ${subsidiary.subsidiaryName}` : '');
  info('Invoice Number', invoice.invoiceNo);
  info('Invoice Date', cellDate(invoice.invoiceDate), DATE_FORMAT);
  info('Due Date', cellDate(dates.dueDate), DATE_FORMAT);
  info('Transaction Type', invoice.transactionType);
  info('Billing Amount (IDR)', invoice.billingAmount, AMOUNT_FORMAT);
  info('Members', invoice.memberCount);
  info('File', `${fileNumber} of ${Math.max(1, fileCount)}`);
  sheet.addRow([]);

  const headers = [
    ...FIXED_COLUMNS.map((c) => c.header),
    ...table.productNames.map((name) => `${name} (IDR)`),
    'Total Premium (IDR)',
  ];
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  const headerRow = header.number;
  headers.forEach((_, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = FIXED_COLUMNS[i]?.width ?? 18;
    if (i >= FIXED_COLUMNS.length) column.numFmt = AMOUNT_FORMAT;
  });
  for (const col of [8, 9, 10]) sheet.getColumn(col).numFmt = DATE_FORMAT;

  if (lines.length === 0) sheet.addRow(['No members are billed on this invoice.']);
  lines.forEach(({ member, premiums, total }, i) => {
    sheet.addRow([
      firstRow + i + 1,
      member.memberNumber,
      member.name,
      MEMBER_TYPE_LABELS[member.memberType],
      member.employeeId,
      member.planNo,
      planNames.get(member.planNo) ?? member.planNo,
      cellDate(member.effectiveDate),
      cellDate(dates.coverageFrom),
      cellDate(dates.coverageTo),
      ...premiums,
      total,
    ]);
  });
  const lastDataRow = headerRow + Math.max(1, lines.length);
  if (lines.length > 0) {
    const sums = table.products.map((_, p) => lines.reduce((s, l) => s + (l.premiums[p] ?? 0), 0));
    const totalRow = sheet.addRow([
      fileCount > 1 ? `Total (file ${fileNumber})` : 'Total',
      ...new Array<string>(FIXED_COLUMNS.length - 1).fill(''),
      ...sums,
      lines.reduce((s, l) => s + l.total, 0),
    ]);
    totalRow.font = { bold: true };
  }
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow }];
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: lastDataRow, column: headers.length },
  };
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
};
