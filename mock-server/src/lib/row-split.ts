/** How a download's rows split into numbered files: the count and each file's rows [start, end). */
export interface RowSplit {
  fileCount: number;
  /** The rows [start, end) of file `n` (1-based). */
  rowsOf(fileNumber: number): [number, number];
}

/**
 * `rows` in files of `perFile` rows (none for no rows), or in `forced` files of near-equal size
 * when a scenario asked for that many and there are rows enough for each.
 */
export const splitRows = (rows: number, perFile: number, forced?: number): RowSplit => {
  if (forced !== undefined && rows >= forced) {
    return {
      fileCount: forced,
      rowsOf: (n) => [Math.floor(((n - 1) * rows) / forced), Math.floor((n * rows) / forced)],
    };
  }
  return {
    fileCount: Math.ceil(rows / perFile),
    rowsOf: (n) => [Math.min(rows, (n - 1) * perFile), Math.min(rows, n * perFile)],
  };
};
