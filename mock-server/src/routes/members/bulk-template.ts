import { BULK_TEMPLATE_FILE_NAME, UPDATE_REQUESTS } from '@mo/contracts';
import { loadExcel } from '../../lib/exceljs';

/** One column of the alteration form: the key the bulk update reads it by, header, note. */
interface BulkColumn {
  key: string;
  header: string;
  width: number;
  note: string;
}

/** The columns an alteration needs, by request type (part 2 sections 3 to 5). */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  { key: 'alterationType', header: 'Alteration Type', width: 18, note: UPDATE_REQUESTS.join(', ') },
  { key: 'policyNumber', header: 'Policy Number', width: 16, note: 'Every row' },
  { key: 'memberNumber', header: 'Member Number', width: 18, note: 'Edit, change plan, remove' },
  {
    key: 'employeeMemberNumber',
    header: 'Employee Member Number',
    width: 22,
    note: 'Add dependent: the employee',
  },
  { key: 'name', header: 'Member Name', width: 28, note: 'Add, edit' },
  { key: 'memberType', header: 'Member Type', width: 14, note: 'EMPLOYEE, SPOUSE or CHILD' },
  { key: 'gender', header: 'Gender', width: 8, note: 'M or F' },
  { key: 'dateOfBirth', header: 'Date of Birth', width: 14, note: 'DD-MM-YYYY' },
  {
    key: 'maritalStatus',
    header: 'Marital Status',
    width: 14,
    note: 'single or married (employees)',
  },
  { key: 'employeeId', header: 'Employee ID', width: 14, note: 'Employees, up to 14 characters' },
  { key: 'ktpIcNo', header: 'KTP/IC Number', width: 18, note: 'Up to 24 characters' },
  { key: 'email', header: 'Email', width: 26, note: 'Up to 50 characters' },
  {
    key: 'mobileNumber',
    header: 'Mobile Number',
    width: 16,
    note: 'Digits; +62 numbers start with 8',
  },
  { key: 'subsidiaryNo', header: 'Subsidiary Number', width: 16, note: 'Add employee' },
  {
    key: 'planNo',
    header: 'Plan Number',
    width: 12,
    note: 'Add: the plan; change plan: the new plan',
  },
  {
    key: 'effectiveDate',
    header: 'Effective Date',
    width: 14,
    note: 'DD-MM-YYYY, within 30 days of today',
  },
  { key: 'terminateReason', header: 'Terminate Reason Code', width: 20, note: 'Remove' },
  { key: 'salary', header: 'Salary (IDR)', width: 14, note: 'Employees, two decimals' },
  { key: 'bankName', header: 'Bank Name', width: 20, note: 'Employees' },
  { key: 'bankAccountNumber', header: 'Bank Account Number', width: 20, note: 'Employees, digits' },
  { key: 'bankAccountName', header: 'Bank Account Name', width: 24, note: 'Employees' },
];

const INSTRUCTIONS = [
  'How to fill in the Alteration Form',
  '1. Use one row per member and policy on the Alteration Form sheet; keep the header row.',
  `2. Choose the Alteration Type from the list: ${UPDATE_REQUESTS.join(', ')}.`,
  '3. Fill in the columns the alteration needs (see the table below); leave the others empty.',
  '4. Write dates as DD-MM-YYYY. Effective dates must be within 30 days before or after today.',
  '5. Save as .xlsx, without a password, smaller than 3MB, and upload it on the bulk update page.',
];

/** When the template last changed (the call's lastUpdate). */
export const TEMPLATE_LAST_UPDATE = '2026-01-05T00:00:00.000Z';

/** The bulk update template: the alteration form and its instructions, as xlsx bytes. */
export const buildBulkTemplate = async (): Promise<Buffer> => {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'MO Portal';
  workbook.created = new Date(TEMPLATE_LAST_UPDATE);
  workbook.modified = new Date(TEMPLATE_LAST_UPDATE);

  const form = workbook.addWorksheet(BULK_TEMPLATE_FILE_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  form.columns = BULK_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  form.getRow(1).font = { bold: true };
  // The alteration type is a list, so a typo cannot reach the insurer.
  for (let row = 2; row <= 501; row += 1) {
    form.getCell(row, 1).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${UPDATE_REQUESTS.join(',')}"`],
    };
  }

  const help = workbook.addWorksheet('Instructions');
  help.columns = [{ width: 26 }, { width: 60 }];
  for (const line of INSTRUCTIONS) help.addRow([line]);
  help.getRow(1).font = { bold: true };
  help.addRow([]);
  const head = help.addRow(['Column', 'When and how']);
  head.font = { bold: true };
  for (const c of BULK_COLUMNS) help.addRow([c.header, c.note]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
};
