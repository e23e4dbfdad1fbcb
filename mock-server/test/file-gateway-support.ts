import { CALLS, XLSX_MIME_TYPE } from '@mo/contracts';
import ExcelJS from 'exceljs';
import type { MockApp } from '../src/app';
import { expectContract, gatewayHeaders, urlOf, type Answer } from './helpers';

/** One part of a multipart body: a file unless `fileName` is absent. */
export interface Part {
  field?: string;
  fileName?: string;
  type?: string;
  bytes: Buffer;
}

const BOUNDARY = '----mo-test-boundary-7f3a';

/** A multipart/form-data body, written out by hand so every byte is the test's choice. */
export const multipartBody = (parts: readonly Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((p) => {
      const name = `name="${p.field ?? 'file'}"`;
      const disposition = p.fileName === undefined ? name : `${name}; filename="${p.fileName}"`;
      const head =
        `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        (p.fileName === undefined ? '' : `Content-Type: ${p.type ?? XLSX_MIME_TYPE}\r\n`) +
        '\r\n';
      return [Buffer.from(head), p.bytes, Buffer.from('\r\n')];
    }),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/** POSTs parts to the file gateway upload for a company, checked against the contract. */
export const uploadParts = async (
  app: MockApp,
  token: string,
  companyId: string,
  parts: readonly Part[],
): Promise<Answer<typeof CALLS.fileUpload>> => {
  const raw = await app.inject({
    method: 'POST',
    url: urlOf(CALLS.fileUpload, { companyId }),
    headers: {
      ...gatewayHeaders(),
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipartBody(parts),
  });
  expectContract(CALLS.fileUpload, raw);
  return { statusCode: raw.statusCode, body: raw.json(), raw };
};

/** An xlsx with a header row and the given rows on a sheet named 'Alteration Form'. */
export const alterationWorkbook = async (
  rows: readonly (readonly string[])[] = [],
  header: readonly string[] = ['Alteration Type', 'Policy Number', 'Member Number'],
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alteration Form');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** What an encrypted Office file begins with: the OLE compound file signature. */
export const oleBytes = (size = 512): Buffer => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
};
