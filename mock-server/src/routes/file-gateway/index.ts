import multipart from '@fastify/multipart';
import {
  CALLS,
  DEFAULT_VARIABLE_CODES,
  ERROR_CODES,
  MEMBER_LIMITS,
  XLSX_EXTENSION,
  XLSX_MIME_TYPE,
  checkUpload,
  stripFileName,
  type UploadCandidate,
} from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { mockToday } from '../../services/member-book';
import { requireCompany } from '../../services/scope';
import type { MockStore } from '../../store/store';
import type { MockApp } from '../../types';
import { fileBook } from '../../services/file-book';
import { readParts } from './parts';
import { readWorkbook } from './workbook';

const E = ERROR_CODES;

/** An upload rule's refusal, worded by the error table. */
const reject = fail.fileRule;

/**
 * The name a received file is kept under: a name with a path in it (`../../evil.xlsx`, `a\\b.xlsx`)
 * is refused (GC400), then the characters of NON_ALLOWABLE_CHARACTERS are stripped, as the portal
 * strips them before sending (spec part 2): the server never trusts that it did.
 */
const storedFileName = (world: MockStore, name: string): string => {
  if (/[\\/]/.test(name) || name.split('.').every((p) => p === '')) {
    throw fail.badRequest('A file name must not contain a path', ['file.name']);
  }
  const pattern = world.defaultVariable(DEFAULT_VARIABLE_CODES.nonAllowableCharacters);
  const stripped = stripFileName(name, pattern).trim();
  if (stripped === '' || stripped.startsWith('.')) {
    throw fail.badRequest('A file name must not be empty', ['file.name']);
  }
  return stripped;
};

/**
 * The file gateway: one upload call. The part is read here (multipart, the contract declares no
 * body), checked with the portal's own checkUpload (one file, xlsx by name and type, at most
 * 3,000,000 bytes, no OLE header: an encrypted Office file), opened with exceljs (a corrupt
 * workbook is FG5021 too), and kept under a fileGatewayRefNo for the company it was sent for.
 */
export const fileGatewayRoutes = async (app: MockApp): Promise<void> => {
  // One byte over the limit is enough to know a file is too large: the parser stops reading there
  // (truncated, not thrown), so the answer is err019 and never the plugin's own 413.
  await app.register(multipart, {
    limits: {
      files: MEMBER_LIMITS.uploadMaxFiles,
      fileSize: MEMBER_LIMITS.uploadMaxBytes,
      fields: 5,
      parts: 10,
    },
    throwFileSizeLimit: false,
    // busboy would drop a path from the name silently; keep it, so such a name is refused.
    preservePath: true,
  } as Parameters<typeof multipart>[1]);

  registerCall(app, CALLS.fileUpload, async ({ query, auth, request, world }) => {
    requireCompany(auth, query.companyId);
    const received = await readParts(request);
    if (received.tooMany) throw reject(E.fileCountNotAllowed);
    const candidates: UploadCandidate[] = received.files.map((f) => ({
      name: f.fileName,
      type: f.mimeType,
      size: f.truncated ? MEMBER_LIMITS.uploadMaxBytes + 1 : f.bytes.length,
      head: new Uint8Array(f.bytes.subarray(0, 8)),
    }));
    const code = checkUpload(candidates);
    if (code) throw reject(code);
    const file = received.files[0]!;
    if (file.fieldName !== 'file') throw reject(E.fileCountNotAllowed, [`part: ${file.fieldName}`]);
    const fileName = storedFileName(world, file.fileName);
    const sheets = await readWorkbook(file.bytes);
    if (!sheets) throw reject(E.fileTypeNotAllowed, ['file: not a readable xlsx workbook']);

    const book = fileBook(world);
    const ids = book.nextIds(mockToday(world));
    const lastUpdate = world.clock.nowIso();
    book.add({
      ...ids,
      companyId: query.companyId,
      userId: auth.user.id,
      fileName,
      mimeType: XLSX_MIME_TYPE,
      extension: XLSX_EXTENSION,
      size: file.bytes.length,
      lastUpdate,
      sheets,
      submittedAs: null,
    });
    return {
      documentId: ids.documentId,
      fileName,
      fileContent: null,
      mimeType: XLSX_MIME_TYPE,
      extension: XLSX_EXTENSION,
      memberId: null,
      documentIndex: 0,
      fileGatewayRefNo: ids.fileGatewayRefNo,
      lastUpdate,
    };
  });
};
