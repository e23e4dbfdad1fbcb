/**
 * The files the user chose last, kept out of the store: a File is no serialisable state, so the
 * slice and its actions name them by key. One choice at a time (the page takes one file).
 */
let held: { key: string; files: readonly File[] } | null = null;
let count = 0;

/** Keeps the files (replacing an earlier choice) and answers their key. */
export function holdFiles(files: readonly File[]): string {
  count += 1;
  const key = `bulk-file-${count}`;
  held = { key, files: [...files] };
  return key;
}

/** The files kept under `key`; empty once released or replaced. */
export const heldFiles = (key: string): readonly File[] => (held?.key === key ? held.files : []);

/** Lets the files go (removed, submitted, page left). */
export function releaseFiles(): void {
  held = null;
}
