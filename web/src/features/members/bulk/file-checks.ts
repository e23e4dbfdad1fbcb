import { checkUpload, stripFileName, type UploadCandidate } from '@mo/contracts';

/** The first bytes of a file (the password check reads four); empty if unreadable. */
export const readHead = (file: Blob, length = 8): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array(),
      );
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, length));
  });

/**
 * The portal's upload rules on the chosen files (contracts checkUpload: one file, .xlsx, at most
 * 3,000,000 bytes, not password protected); the error code of the first broken rule, or null.
 */
export const checkChosenFiles = async (files: readonly File[]): Promise<string | null> => {
  const candidates: UploadCandidate[] = files.map((f) => ({
    name: f.name,
    size: f.size,
    type: f.type,
  }));
  const early = checkUpload(candidates);
  if (early) return early;
  const [file] = files;
  return file ? checkUpload([{ ...candidates[0]!, head: await readHead(file) }]) : null;
};

/** The name the file is sent and shown under: without the server's non-allowable characters. */
export const uploadName = (name: string, nonAllowable: string | undefined): string =>
  stripFileName(name, nonAllowable);

/** A size as people read it, in decimal units like the 3MB limit: "532.1 KB", "2.45 MB". */
export const formatFileSize = (bytes: number, locale: string): string => {
  const number = (value: number, digits: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes >= 1_000_000) return `${number(bytes / 1_000_000, 2)} MB`;
  if (bytes >= 1_000) return `${number(bytes / 1_000, 1)} KB`;
  return `${bytes} B`;
};
