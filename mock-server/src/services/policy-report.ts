import type { BenefitRow, ReportFile } from '@mo/contracts';
import type { SeedCompany, SeedPolicy, SeedPolicyPeriod } from '@mo/fixtures';
import { loadExcel } from '../lib/exceljs';
import { jakartaDateTime } from '../lib/clock';

/** The report name of POLICY_BENEFIT in the file name (part 1 section 9). */
export const POLICY_BENEFIT_REPORT_NAME = 'Policy Benefit';

/** Rows of the export: every benefit row of the policy, by product sequence, then plan, then code. */
export const reportRows = (policy: SeedPolicy): BenefitRow[] => {
  const planOrder = new Map(policy.plans.map((p, i) => [p.planNo, i]));
  return [...policy.benefits]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((benefit) =>
      [...benefit.rows].sort(
        (a, b) => (planOrder.get(a.planNo) ?? 0) - (planOrder.get(b.planNo) ?? 0),
      ),
    );
};

/** How many files the export takes: none without rows, else one per `rowsPerFile` rows. */
export const reportFileCount = (policy: SeedPolicy, rowsPerFile: number): number =>
  Math.ceil(reportRows(policy).length / rowsPerFile);

/**
 * The spec's file name: the Jakarta date as DDMMYY, `_GE_`, the report name and the policy number,
 * e.g. `221126_GE_Policy Benefit_GHG0001001.xlsx`; a multi-file export adds `_Part<n>`.
 */
export const reportFileName = (
  policyNo: string,
  nowMs: number,
  part?: { fileNumber: number; fileCount: number },
): string => {
  const [yyyy = '', mm = '', dd = ''] = jakartaDateTime(nowMs).slice(0, 10).split('-');
  const suffix = part && part.fileCount > 1 ? `_Part${part.fileNumber}` : '';
  return `${dd}${mm}${yyyy.slice(2)}_GE_${POLICY_BENEFIT_REPORT_NAME}_${policyNo}${suffix}.xlsx`;
};

export const reportFiles = (
  policy: SeedPolicy,
  rowsPerFile: number,
  nowMs: number,
): ReportFile[] => {
  const fileCount = reportFileCount(policy, rowsPerFile);
  return Array.from({ length: fileCount }, (_, i) => ({
    fileNumber: i + 1,
    reportName: reportFileName(policy.policyNo, nowMs, { fileNumber: i + 1, fileCount }),
  }));
};

const COLUMNS = [
  { header: 'Product Type', key: 'productType', width: 14 },
  { header: 'Plan', key: 'plan', width: 22 },
  { header: 'Code', key: 'code', width: 8 },
  { header: 'Benefit', key: 'name', width: 34 },
  { header: 'Type', key: 'type', width: 6 },
  { header: 'Limit Type', key: 'limitType', width: 16 },
  { header: 'Max Days', key: 'maxDays', width: 10 },
  { header: 'Amount', key: 'amount', width: 16 },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Description', key: 'description', width: 18 },
] as const;

export interface ReportInput {
  company: SeedCompany;
  policy: SeedPolicy;
  period: SeedPolicyPeriod;
  fileNumber: number;
  rowsPerFile: number;
  nowMs: number;
}

/**
 * One file of the export as a real xlsx: a title block (company, policy number, period, part),
 * a header row, then this file's share of the benefit rows. An empty amount stays an empty cell.
 * A policy without rows (an empty file list, "if none, export directly") gives one file with the
 * header and a line saying there are no benefits.
 */
export const buildReportFile = async (input: ReportInput): Promise<Buffer> => {
  const { company, policy, period, fileNumber, rowsPerFile, nowMs } = input;
  const rows = reportRows(policy);
  // A policy without benefit rows lists no file; exporting it directly gives one file that says so.
  const fileCount = Math.max(1, Math.ceil(rows.length / rowsPerFile));
  const share = rows.slice((fileNumber - 1) * rowsPerFile, fileNumber * rowsPerFile);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'MO mock insurer';
  workbook.created = new Date(nowMs);
  workbook.modified = new Date(nowMs);
  const sheet = workbook.addWorksheet(POLICY_BENEFIT_REPORT_NAME);
  sheet.addRow(['Company', company.companyName]);
  sheet.addRow(['Policy Number', policy.policyNo]);
  sheet.addRow(['Policy Type', policy.policyType]);
  sheet.addRow(['Policy Period', `${period.policyPeriodFrom} - ${period.policyPeriodTo}`]);
  sheet.addRow(['File', `${fileNumber} of ${fileCount}`]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  COLUMNS.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  if (rows.length === 0) sheet.addRow(['No benefits are recorded for this policy.']);
  for (const row of share) {
    sheet.addRow([
      row.productType,
      row.planNoWithDescription,
      row.code,
      row.name,
      row.type,
      row.limitType,
      row.maxDays,
      row.benefitAmount.amount,
      row.benefitAmount.currency,
      row.benefitAmount.description,
    ]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
};
