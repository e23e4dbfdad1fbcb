/**
 * Writes the bulk update's upload fixtures to e2e/files (committed; run again only to change
 * them): a valid alteration form, a real workbook just over the 3,000,000-byte limit, a file that
 * is not xlsx, and the valid form protected with the password BULK_FIXTURE_PASSWORD (Rahasia-2026,
 * scripts/lib/e2e-files.ts) as Excel does it: agile encryption in an OLE compound file
 * (scripts/lib/office-encryption.ts). The portal and the gateway tell it by its first bytes;
 * Excel or LibreOffice open it with the password.
 *
 *   npx tsx scripts/make-bulk-fixtures.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BULK_TEMPLATE_FILE_NAME, MEMBER_LIMITS } from '@mo/contracts';
import { HR_COMPANY_ID, buildSeed } from '@mo/fixtures';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '../mock-server/src/routes/members/bulk-template';
import { BULK_FIXTURE_PASSWORD, BULK_FIXTURES } from './lib/e2e-files';
import { encryptOoxml } from './lib/office-encryption';

const DIR = resolve('e2e/files');

/** Two edits of the first seeded employee of the HR company (the list shows them pending). */
const validWorkbook = async (): Promise<Buffer> => {
  const seed = buildSeed();
  const member = seed.members.find((m) => m.companyId === HR_COMPANY_ID && m.memberType === 'E');
  const policy = seed.policies.find((p) => p.id === member?.policyId);
  if (!member || !policy) throw new Error('no seeded HR employee');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date('2026-01-05T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(BULK_TEMPLATE_FILE_NAME);
  sheet.columns = BULK_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.addRow({
    alterationType: 'EDIT_DETAILS',
    policyNumber: policy.policyNo,
    memberNumber: member.memberNumber,
    name: member.name,
    email: 'updated.email@nusantara-demo.co.id',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * A real alteration form whose size is just over the limit: the form's header, then rows of
 * deterministic hexadecimal noise (it does not compress) until the workbook passes 3,000,000 bytes.
 */
const oversizedWorkbook = async (): Promise<Buffer> => {
  const noise = (n: number) => createHash('sha512').update(`oversized-${n}`).digest('hex');
  for (let rows = 12_000; ; rows += 500) {
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date('2026-01-05T00:00:00Z');
    workbook.modified = workbook.created;
    const sheet = workbook.addWorksheet(BULK_TEMPLATE_FILE_NAME);
    sheet.columns = BULK_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
    for (let i = 0; i < rows; i += 1) sheet.addRow([noise(2 * i), noise(2 * i + 1)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    if (bytes.length > MEMBER_LIMITS.uploadMaxBytes) return bytes;
  }
};

/** Deterministic "random" bytes (SHA-512 of a counter): the same workbook encrypts the same. */
const noiseBytes = () => {
  let counter = 0;
  return (n: number) => {
    const parts: Buffer[] = [];
    for (let size = 0; size < n; size += 64) {
      parts.push(createHash('sha512').update(`password-fixture-${counter++}`).digest());
    }
    return Buffer.concat(parts).subarray(0, n);
  };
};

const main = async () => {
  mkdirSync(DIR, { recursive: true });
  const valid = await validWorkbook();
  writeFileSync(join(DIR, BULK_FIXTURES.valid), valid);
  writeFileSync(join(DIR, BULK_FIXTURES.oversized), await oversizedWorkbook());
  writeFileSync(
    join(DIR, BULK_FIXTURES.notXlsx),
    'Alteration Type,Policy Number,Member Number\nEDIT_DETAILS,GHG0001001,0000100001201\n',
  );
  writeFileSync(
    join(DIR, BULK_FIXTURES.passwordProtected),
    encryptOoxml(valid, BULK_FIXTURE_PASSWORD, noiseBytes()),
  );
  console.log(`bulk fixtures written to ${DIR}`);
};

void main();
