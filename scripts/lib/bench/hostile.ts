// The pure side of the bench's hostile-traffic part (issue 30 §3): which fuzzed request the i-th
// one is (oversized bodies up to 10 MB, huge headers, odd encodings, report and list requests
// with huge page sizes), from a seeded generator so every run sends the same traffic, and the
// settled figure of an RSS trace. No I/O here.
import { randomStream } from '@mo/fixtures';

export const HOSTILE_SHAPES = [
  /** JSON with Content-Length over the call's limit (up to 10 MB). */
  'oversizedJson',
  /** The same without Content-Length (chunked): the limit must stop the stream. */
  'oversizedChunked',
  /** JSON just under the 1 MB limit: parsed, checked and refused (an unknown field). */
  'nearLimitJson',
  /** A multipart upload of up to 10 MB to the file gateway. */
  'oversizedUpload',
  /** A header of about 15 kB (under Node's 16 kB), or over it (431). */
  'hugeHeaders',
  /** gzip, UTF-16 or broken UTF-8 bodies, an unknown content type. */
  'oddEncoding',
  /** Lists and reports asking for 10^9 rows, file 10^9 or any pageSize. */
  'hugePage',
] as const;
export type HostileShape = (typeof HOSTILE_SHAPES)[number];

/** How often each shape comes, out of the sum. */
const WEIGHTS: Record<HostileShape, number> = {
  oversizedJson: 10,
  oversizedChunked: 5,
  nearLimitJson: 25,
  oversizedUpload: 5,
  hugeHeaders: 20,
  oddEncoding: 15,
  hugePage: 20,
};

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface HostilePlan {
  shape: HostileShape;
  /** Body bytes to send (oversized: 1 MB to 10 MB, log-uniform). */
  bytes: number;
  /** Which variant of the shape (encodings, report calls, header sizes). */
  variant: number;
}

/** The i-th request of a run seeded with `seed`. */
export const hostilePlan = (seed: number, i: number): HostilePlan => {
  const random = randomStream(seed * 100_003 + i);
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let pick = random() * total;
  let shape: HostileShape = HOSTILE_SHAPES[0];
  for (const s of HOSTILE_SHAPES) {
    pick -= WEIGHTS[s];
    if (pick < 0) {
      shape = s;
      break;
    }
  }
  const oversized = Math.round(
    Math.exp(Math.log(1.1e6) + random() * Math.log(MAX_BODY_BYTES / 1.1e6)),
  );
  const bytes =
    shape === 'nearLimitJson'
      ? 900_000 + Math.floor(random() * 100_000)
      : shape === 'oddEncoding'
        ? 1000 + Math.floor(random() * 900_000)
        : shape === 'hugeHeaders' || shape === 'hugePage'
          ? 0
          : oversized;
  return { shape, bytes, variant: Math.floor(random() * 1000) };
};

/**
 * The settled figure of an RSS trace after the traffic: the last sample, and the first time (s
 * after the traffic ended) from which every sample stays within `tolerance` of `startMb`.
 */
export const settledOf = (
  samples: readonly { atS: number; mb: number }[],
  startMb: number,
  tolerance = 0.1,
): { lastMb: number; withinFromS: number | null } => {
  const limit = startMb * (1 + tolerance);
  let withinFromS: number | null = null;
  for (const s of samples) {
    if (s.mb <= limit) withinFromS ??= s.atS;
    else withinFromS = null;
  }
  return { lastMb: samples.at(-1)?.mb ?? Number.NaN, withinFromS };
};
