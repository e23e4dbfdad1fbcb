import { CALLS, ERROR_CODES, MEMBER_LIMITS, XLSX_MIME_TYPE } from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { alterationWorkbook, oleBytes, uploadParts } from './file-gateway-support';
import { useTestApp } from './app-setup';
import { codeOf, expectContract, gatewayHeaders, send, signIn, urlOf } from './helpers';

const E = ERROR_CODES;

describe('file gateway upload (fileUpload)', () => {
  let app: MockApp;
  let token: string;
  let valid: Buffer;
  useTestApp(async (built) => {
    app = built;
    token = (await signIn(app, 'hr')).accessToken;
    valid = await alterationWorkbook([['EDIT_DETAILS', 'GHG0001001', '0000100001201']]);
  });

  const upload = (parts: Parameters<typeof uploadParts>[3], companyId = HR_COMPANY_ID) =>
    uploadParts(app, token, companyId, parts);

  it('accepts one xlsx and answers its file gateway reference', async () => {
    const answer = await upload([{ fileName: 'Alteration Form.xlsx', bytes: valid }]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      fileName: 'Alteration Form.xlsx',
      mimeType: XLSX_MIME_TYPE,
      extension: 'xlsx',
      // The spec's sample fields: no content echoed, no member, the first file of the request.
      fileContent: null,
      memberId: null,
      documentIndex: 0,
    });
    expect(answer.body.data?.fileGatewayRefNo).toMatch(/^FG\d{13}$/);
    expect(answer.body.data?.documentId).toMatch(/^DOC\d{13}$/);
  });

  it('gives every upload its own reference', async () => {
    const a = await upload([{ fileName: 'a.xlsx', bytes: valid }]);
    const b = await upload([{ fileName: 'b.xlsx', bytes: valid }]);
    expect(a.body.data?.fileGatewayRefNo).not.toBe(b.body.data?.fileGatewayRefNo);
  });

  it('strips NON_ALLOWABLE_CHARACTERS from the stored name (markup stays text)', async () => {
    const answer = await upload([{ fileName: '<img src=x onerror=alert(1)>.xlsx', bytes: valid }]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data?.fileName).toBe('img srcx onerroralert(1).xlsx');
  });

  it.each(['../../../../evil.xlsx', '..\\..\\evil.xlsx', 'dir/evil.xlsx'])(
    'refuses a file name with a path (%s): GC400 naming the file',
    async (fileName) => {
      const answer = await upload([{ fileName, bytes: valid }]);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(E.badRequest);
      expect(answer.body.systemInformation.details).toEqual(['file.name']);
    },
  );

  it('rejects two files with FG5022', async () => {
    const answer = await upload([
      { fileName: 'a.xlsx', bytes: valid },
      { fileName: 'b.xlsx', bytes: valid },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(E.fileCountNotAllowed);
  });

  it('rejects a body without a file with FG5022', async () => {
    const answer = await upload([{ field: 'note', bytes: Buffer.from('hello') }]);
    expect(codeOf(answer)).toBe(E.fileCountNotAllowed);
  });

  it('rejects a file in a part not named file with FG5022', async () => {
    const answer = await upload([{ field: 'upload', fileName: 'a.xlsx', bytes: valid }]);
    expect(codeOf(answer)).toBe(E.fileCountNotAllowed);
  });

  it('rejects another extension with FG5021', async () => {
    const answer = await upload([
      { fileName: 'members.csv', type: 'text/csv', bytes: Buffer.from('a,b\n1,2\n') },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(E.fileTypeNotAllowed);
  });

  it('rejects an .xlsx name sent with another MIME type with FG5021', async () => {
    const answer = await upload([{ fileName: 'a.xlsx', type: 'application/pdf', bytes: valid }]);
    expect(codeOf(answer)).toBe(E.fileTypeNotAllowed);
  });

  it('rejects a file of 3,000,001 bytes with err019 in the envelope (no plugin 413)', async () => {
    const bytes = Buffer.alloc(MEMBER_LIMITS.uploadMaxBytes + 1, 0x41);
    const answer = await upload([{ fileName: 'big.xlsx', bytes }]);
    expect(answer.statusCode).toBe(413);
    expect(codeOf(answer)).toBe(E.fileTooLarge);
    expect(answer.raw.body).not.toMatch(/stack|FST_/);
  });

  it('lets exactly 3,000,000 bytes through the size check (then reads the workbook)', async () => {
    const bytes = Buffer.alloc(MEMBER_LIMITS.uploadMaxBytes, 0x41);
    const answer = await upload([{ fileName: 'edge.xlsx', bytes }]);
    // Not err019: the size is allowed; the bytes are no workbook, so the type rule answers.
    expect(codeOf(answer)).toBe(E.fileTypeNotAllowed);
  });

  it('rejects an encrypted (OLE) file with FG5020', async () => {
    const answer = await upload([{ fileName: 'protected.xlsx', bytes: oleBytes() }]);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(E.filePasswordProtected);
  });

  it('rejects a corrupt workbook with FG5021 and says why', async () => {
    const bytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
    const answer = await upload([{ fileName: 'broken.xlsx', bytes }]);
    expect(codeOf(answer)).toBe(E.fileTypeNotAllowed);
    expect(answer.body.systemInformation.details).toEqual(['file: not a readable xlsx workbook']);
  });

  it("refuses another company's upload with GW1035", async () => {
    const answer = await upload([{ fileName: 'a.xlsx', bytes: valid }], OTHER_COMPANY_ID);
    expect(answer.statusCode).toBe(403);
    expect(codeOf(answer)).toBe(E.companyForbidden);
  });

  it('needs a session token', async () => {
    const answer = await send(app, CALLS.fileUpload, { query: { companyId: HR_COMPANY_ID } });
    expect(answer.statusCode).toBe(401);
  });

  it('answers a JSON body with GC415, not a 500', async () => {
    const raw = await app.inject({
      method: 'POST',
      url: urlOf(CALLS.fileUpload, { companyId: HR_COMPANY_ID }),
      headers: { ...gatewayHeaders(), authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    });
    expectContract(CALLS.fileUpload, raw);
    expect(raw.statusCode).toBe(415);
    expect(raw.json().systemInformation.errorCode).toBe(E.unsupportedMediaType);
  });

  it('answers a truncated multipart body with GC400', async () => {
    const raw = await app.inject({
      method: 'POST',
      url: urlOf(CALLS.fileUpload, { companyId: HR_COMPANY_ID }),
      headers: {
        ...gatewayHeaders(),
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
    });
    expectContract(CALLS.fileUpload, raw);
    expect(raw.statusCode).toBe(400);
  });
});
