// The pure side of the Lighthouse and size-matched figures: medians, notes, the session page.

/**
 * The script of the page Lighthouse opens before the dashboard (its `blankPage`, same origin):
 * it stores a signed-in session the way the portal does (web/src/lib/storage.ts), so the
 * dashboard loads as after a sign-in. Values are JSON-encoded into the script, never spliced raw.
 */
export const sessionSetterScript = (stored: {
  session: Record<string, string>;
  local: Record<string, string>;
}): string =>
  [
    `for (const [k, v] of Object.entries(${JSON.stringify(stored.session)})) sessionStorage.setItem(k, v);`,
    `for (const [k, v] of Object.entries(${JSON.stringify(stored.local)})) localStorage.setItem(k, v);`,
    `document.title = 'session stored';`,
  ].join('\n');

/**
 * Index of the median of several runs of one page and preset: by performance score, then largest
 * contentful paint, among the runs that produced a score (a failed run is no measurement); the
 * first run when none did.
 */
interface ScoredRun {
  performance: number | null;
  lcpMs: number | null;
  error?: string;
}

/** A run that measured: no error, a performance score. */
export const hasScore = (run: ScoredRun): boolean => !run.error && run.performance !== null;

export const medianRun = (runs: readonly ScoredRun[]): number => {
  const scored = runs
    .map((run, index) => ({ run, index }))
    .filter(({ run }) => hasScore(run))
    .sort(
      (a, b) =>
        a.run.performance! - b.run.performance! ||
        (b.run.lcpMs ?? Infinity) - (a.run.lcpMs ?? Infinity),
    );
  return scored[Math.floor((scored.length - 1) / 2)]?.index ?? 0;
};

/** The median of `values` that are numbers (the lower middle of an even count); null when none. */
export const medianOf = (values: readonly (number | null)[]): number | null => {
  const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return numbers.length ? numbers[Math.floor((numbers.length - 1) / 2)]! : null;
};

/** What a load run measured that the size-matched comparison reads (scripts/lib/load.ts). */
interface RunFigures {
  rps: number;
  p99: number;
  /** Mean bytes read per answer, headers included. */
  bytes: number;
}

/**
 * The body a plain route must answer for as many bytes per answer as `list` (headers included):
 * the list's mean bytes less the plain route's own headers (its bytes less its body).
 */
export const sizedPlainBody = (
  list: Pick<RunFigures, 'bytes'>,
  plain: Pick<RunFigures, 'bytes'>,
  plainBodyBytes: number,
): number => Math.max(0, Math.round(list.bytes - (plain.bytes - plainBodyBytes)));

/**
 * Why a list answers under the plain route, from the same run: plain Fastify answering as many
 * bytes (what the answer's size alone allows) and the mock's own time per request on top of it
 * (the server is the bottleneck of both runs, so a request's time is the inverse of req/s).
 */
export const sizedPlainNote = (
  list: RunFigures,
  sized: RunFigures,
  baselineRps: number,
  what: 'ratio' | 'p99',
): string => {
  const kB = (list.bytes / 1000).toFixed(1);
  const own = `the mock's own work ${Math.max(0, 1e6 / list.rps - 1e6 / sized.rps).toFixed(0)} µs a request`;
  if (what === 'p99')
    return `plain Fastify answering as many bytes (${kB} kB): p99 ${sized.p99} ms; ${own}`;
  return `${list.rps.toFixed(0)} req/s; plain Fastify answering as many bytes (${kB} kB): ${sized.rps.toFixed(0)} req/s, ${(sized.rps / baselineRps).toFixed(2)}x; ${own}`;
};

/** The parts of a Lighthouse report (LHR) that say where a page's time went. */
export interface LhrTimeParts {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** The rows of an audit's table (none when its details are not a table). */
const rowsOf = (audit: { details?: unknown } | undefined): unknown[] => {
  const items = (audit?.details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? items : [];
};

export interface TimeBreakdown {
  /** Main-thread work in the simulated run (Lighthouse's mainthread-work-breakdown), ms. */
  mainThreadMs: number | null;
  /** JavaScript the page transferred, kB (resource-summary). */
  scriptKb: number | null;
  /** The largest paint's time to first byte and its render delay, ms. */
  lcpTtfbMs: number | null;
  lcpRenderDelayMs: number | null;
}

/** Where a page's time went, from its Lighthouse report (null where an audit is missing). */
export const timeBreakdown = (lhr: LhrTimeParts): TimeBreakdown => {
  const main = lhr.audits['mainthread-work-breakdown']?.numericValue;
  const resources = rowsOf(lhr.audits['resource-summary']) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const script = resources.find((r) => r.resourceType === 'script')?.transferSize;
  // the LCP element audit's second table: the phases of the largest paint
  const tables = rowsOf(lhr.audits['largest-contentful-paint-element']) as {
    items?: { phase?: string; timing?: number }[];
  }[];
  const phases = tables.flatMap((t) => t.items ?? []).filter((i) => i.phase !== undefined);
  const phase = (name: string) => phases.find((p) => p.phase === name)?.timing ?? null;
  return {
    mainThreadMs: typeof main === 'number' ? main : null,
    scriptKb: typeof script === 'number' ? script / 1000 : null,
    lcpTtfbMs: phase('TTFB'),
    lcpRenderDelayMs: phase('Render Delay'),
  };
};

/** The note of a mobile Lighthouse goal: the run's paints and where its time went. */
export const lighthouseNote = (
  run: { fcpMs: number | null; tbtMs: number | null; benchmarkIndex: number | null },
  parts: TimeBreakdown,
): string => {
  const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);
  return [
    `FCP ${ms(run.fcpMs)}, TBT ${ms(run.tbtMs)}`,
    `largest paint: first byte ${ms(parts.lcpTtfbMs)}, render delay ${ms(parts.lcpRenderDelayMs)}`,
    `scripts ${parts.scriptKb === null ? '-' : `${parts.scriptKb.toFixed(1)} kB`} over slow 4G`,
    `main thread ${ms(parts.mainThreadMs)} on the 4x slower CPU`,
    `benchmarkIndex ${run.benchmarkIndex === null ? '-' : Math.round(run.benchmarkIndex)}`,
  ].join('; ');
};
