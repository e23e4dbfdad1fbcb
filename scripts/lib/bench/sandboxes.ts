// The pure side of the sandboxes part (issue 29): the times of many creates summed up, the spread
// of several short runs, the ids a run makes. No I/O here.

/** The nearest-rank percentile (0 < p <= 1) of `values`; NaN when there are none. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** The least, the median (the lower middle of an even count) and the largest of `values`. */
export const spreadOf = (values: readonly number[]): Spread => ({
  min: Math.min(...values),
  median: percentile(values, 0.5),
  max: Math.max(...values),
});

/** How many of `ids` each process holds, from the ids each process lists (a sandbox on one). */
export const shareOf = (ids: readonly string[], listed: readonly (readonly string[])[]): number[] =>
  listed.map((onProcess) => ids.filter((id) => onProcess.includes(id)).length);

/** `count` sandbox ids (short and URL-safe, as the mock wants them): `${prefix}-0` and on. */
export const sandboxIds = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
