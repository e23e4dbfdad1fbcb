import { BULK_TEMPLATE_FILE_NAME, XLSX_EXTENSION, XLSX_MIME_TYPE } from '@mo/contracts';
import type { SeedMember } from '@mo/fixtures';
import { jakartaDateTime } from '../lib/clock';
import type { MockStore } from '../store/store';
import type { MockHost } from '../types';

/** A worksheet as text: its name and its rows of cell texts (row 1 first). */
export interface SheetText {
  name: string;
  rows: string[][];
}

/** A file the gateway accepted: who sent it for which company, and the workbook's text. */
export interface StoredUpload {
  fileGatewayRefNo: string;
  documentId: string;
  companyId: string;
  userId: string;
  fileName: string;
  mimeType: string;
  extension: string;
  size: number;
  lastUpdate: string;
  sheets: SheetText[];
  /** Set once a bulk update has taken the file: a reference is submitted once. */
  submittedAs: string | null;
}

/**
 * The file gateway's uploads since the last reset. Kept beside the store's member array (which
 * /__mock/reset replaces), the way the member book is, so a reset forgets the uploads too.
 */
export class FileBook {
  private readonly byRef = new Map<string, StoredUpload>();
  private seq = 0;

  /** The next reference and document id: FG / DOC, the upload day (YYYYMMDD) and a sequence. */
  nextIds(today: string): { fileGatewayRefNo: string; documentId: string } {
    this.seq += 1;
    const day = today.replace(/-/g, '');
    const n = String(this.seq).padStart(5, '0');
    return { fileGatewayRefNo: `FG${day}${n}`, documentId: `DOC${day}${n}` };
  }

  add(upload: StoredUpload): void {
    this.byRef.set(upload.fileGatewayRefNo, upload);
  }

  /** The uploads and the sequence as plain data (world snapshots); null when there are none. */
  toState(): { seq: number; uploads: StoredUpload[] } | null {
    if (this.seq === 0 && this.byRef.size === 0) return null;
    return { seq: this.seq, uploads: structuredClone([...this.byRef.values()]) };
  }

  static from(state: { seq: number; uploads: StoredUpload[] }): FileBook {
    const book = new FileBook();
    book.seq = state.seq;
    for (const upload of state.uploads) book.add(upload);
    return book;
  }

  /** The upload of a reference, only for the company it was sent for. */
  of(fileGatewayRefNo: string, companyId: string): StoredUpload | undefined {
    const upload = this.byRef.get(fileGatewayRefNo);
    return upload?.companyId === companyId ? upload : undefined;
  }
}

const books = new WeakMap<readonly SeedMember[], FileBook>();

/** The world's file book if it has one (world snapshots). */
export const existingFileBook = (world: MockStore): FileBook | undefined =>
  books.get(world.members);

/** Gives the world this file book (world snapshots: a restored world's uploads). */
export const installFileBook = (world: MockStore, book: FileBook): void => {
  books.set(world.members, book);
};

export const fileBook = (world: MockStore): FileBook => {
  let book = books.get(world.members);
  if (!book) {
    book = new FileBook();
    books.set(world.members, book);
  }
  return book;
};

/**
 * An accepted upload for the user's first company, as the upload call would have stored it (an
 * empty alteration form): scenario bulk-file-uploaded. Answers its reference.
 */
export const seedBulkUpload = (
  world: MockStore,
  host: MockHost,
  user: { id: string; companyIds: string[] },
) => {
  const book = fileBook(world);
  const ids = book.nextIds(jakartaDateTime(world.clock.now()).slice(0, 10));
  book.add({
    ...ids,
    companyId: user.companyIds[0] ?? '',
    userId: user.id,
    fileName: `${BULK_TEMPLATE_FILE_NAME}.${XLSX_EXTENSION}`,
    mimeType: XLSX_MIME_TYPE,
    extension: XLSX_EXTENSION,
    size: 0,
    lastUpdate: world.clock.nowIso(),
    sheets: [],
    submittedAs: null,
  });
  return ids.fileGatewayRefNo;
};
