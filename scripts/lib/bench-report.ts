// The pure side of `npm run bench`: its options, the goals of issue 10, how a figure is judged
// against its goal, the printed goal lines and the JSON object of `--json`. No I/O here.

export const PARTS = [
  'start',
  'lists',
  'peer',
  'bundle',
  'lighthouse',
  'reports',
  'work',
  'storm',
] as const;
export type Part = (typeof PARTS)[number];
/** What a plain `npm run bench` runs: every goal of issue 10 (the storm is opt-in). */
export const DEFAULT_PARTS: readonly Part[] = [
  'start',
  'lists',
  'peer',
  'bundle',
  'lighthouse',
  'reports',
  'work',
];
/** Where `--json` writes when no file is named (test-results/ is ignored by git). */
export const DEFAULT_JSON_FILE = 'test-results/bench/bench.json';

export interface BenchOptions {
  parts: Part[];
  /** The file the JSON object goes to; undefined without `--json`. */
  jsonFile: string | undefined;
  /** Seconds of each measured load run (lists). */
  seconds: number;
  /** Seconds of load before each measured run, thrown away. */
  warmupSeconds: number;
  /** Seconds of load on json-server (it answers a few requests a second). */
  peerSeconds: number;
  connections: number;
  /** Run `npm run build:mock` first when the script exists (`--no-build` skips it). */
  buildMock: boolean;
}

type Env = Record<string, string | undefined>;

const positive = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
};

const USAGE =
  'usage: npm run bench -- [--only=start,lists,peer,bundle,lighthouse,reports,work,storm] [--storm-only] [--json[=file]] [--no-build]';

/** Reads the command line (after `--`) and the BENCH_* variables; throws on anything unknown. */
export const parseBenchArgs = (argv: readonly string[], env: Env = {}): BenchOptions => {
  let parts: Part[] = [...DEFAULT_PARTS];
  let jsonFile: string | undefined;
  let buildMock = true;
  for (const arg of argv) {
    if (arg === '--storm-only') parts = ['storm'];
    else if (arg === '--json') jsonFile = DEFAULT_JSON_FILE;
    else if (arg.startsWith('--json=')) {
      jsonFile = arg.slice('--json='.length);
      if (!jsonFile) throw new Error(`--json= needs a file name\n${USAGE}`);
    } else if (arg === '--no-build') buildMock = false;
    else if (arg.startsWith('--only=')) {
      const names = arg
        .slice('--only='.length)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
      if (names.length === 0 || unknown.length > 0) {
        throw new Error(`unknown part(s) in ${arg}: ${unknown.join(', ') || '(none)'}\n${USAGE}`);
      }
      // in the bench's own order, once each
      parts = PARTS.filter((p) => names.includes(p));
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return {
    parts,
    jsonFile,
    seconds: positive('BENCH_SECONDS', env.BENCH_SECONDS, 5),
    warmupSeconds: positive('BENCH_WARMUP_SECONDS', env.BENCH_WARMUP_SECONDS, 1),
    peerSeconds: positive('BENCH_PEER_SECONDS', env.BENCH_PEER_SECONDS, 10),
    connections: positive('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS, 10),
    buildMock,
  };
};

export type Comparison = '<' | '<=' | '>=' | '>';
export type Status = 'MET' | 'NOT MET' | 'NOT RUN';

export interface Goal {
  id: string;
  /** What is measured, as printed. */
  title: string;
  unit: string;
  op: Comparison;
  target: number;
  /** What the figure is compared with in the same run. */
  baselineLabel: string;
}

/** The goals of issue 10 that the bench measures, in print order. */
export const GOALS = [
  {
    id: 'start.demo.ms',
    title: 'mock start, demo seed',
    unit: 'ms',
    op: '<',
    target: 1000,
    baselineLabel: 'plain Fastify start',
  },
  {
    id: 'start.demo.rssMb',
    title: 'mock RSS, demo seed',
    unit: 'MB',
    op: '<',
    target: 150,
    baselineLabel: 'plain Fastify RSS',
  },
  {
    id: 'start.large.ms',
    title: 'mock start, 100,000 members',
    unit: 'ms',
    op: '<',
    target: 5000,
    baselineLabel: 'plain Fastify start',
  },
  {
    id: 'start.large.rssMb',
    title: 'mock RSS, 100,000 members',
    unit: 'MB',
    op: '<',
    target: 400,
    baselineLabel: 'plain Fastify RSS',
  },
  {
    id: 'lists.search.p99',
    title: 'member list, new search each request, p99',
    unit: 'ms',
    op: '<',
    target: 10,
    baselineLabel: 'plain Fastify p99',
  },
  {
    id: 'lists.search.ratio',
    title: 'member list, new search each request, req/s',
    unit: 'x',
    op: '>=',
    target: 0.5,
    baselineLabel: 'plain Fastify req/s',
  },
  {
    id: 'lists.paging.p99',
    title: 'member list, paging one query, p99',
    unit: 'ms',
    op: '<',
    target: 10,
    baselineLabel: 'plain Fastify p99',
  },
  {
    id: 'lists.paging.ratio',
    title: 'member list, paging one query, req/s',
    unit: 'x',
    op: '>=',
    target: 0.5,
    baselineLabel: 'plain Fastify req/s',
  },
  {
    id: 'lists.policies.p99',
    title: 'policy list, p99',
    unit: 'ms',
    op: '<',
    target: 10,
    baselineLabel: 'plain Fastify p99',
  },
  {
    id: 'lists.policies.ratio',
    title: 'policy list, req/s',
    unit: 'x',
    op: '>=',
    target: 0.5,
    baselineLabel: 'plain Fastify req/s',
  },
  {
    id: 'lists.claims.p99',
    title: 'claims listing, new search each request, p99',
    unit: 'ms',
    op: '<',
    target: 10,
    baselineLabel: 'plain Fastify p99',
  },
  {
    id: 'lists.claims.ratio',
    title: 'claims listing, new search each request, req/s',
    unit: 'x',
    op: '>=',
    target: 0.5,
    baselineLabel: 'plain Fastify req/s',
  },
  {
    id: 'lists.billing.p99',
    title: 'billing listing, new search each request, p99',
    unit: 'ms',
    op: '<',
    target: 10,
    baselineLabel: 'plain Fastify p99',
  },
  {
    id: 'lists.billing.ratio',
    title: 'billing listing, new search each request, req/s',
    unit: 'x',
    op: '>=',
    target: 0.5,
    baselineLabel: 'plain Fastify req/s',
  },
  {
    // Issue 11: the claims listing stays within the member list's ratio (10% for run noise).
    id: 'lists.claims.vsMembers',
    title: "claims listing vs the member list's new search, req/s",
    unit: 'x',
    op: '>=',
    target: 0.9,
    baselineLabel: 'member list new search req/s',
  },
  {
    // Issue 11 again, in a figure the machine's noise does not move: the claims listing's own
    // work per request (instructions under callgrind) against the member list's new search.
    id: 'work.claims.vsMembers',
    title: "claims listing vs the member list's new search, instructions per request",
    unit: 'x',
    op: '<=',
    target: 1.11,
    baselineLabel: 'member list new search, M instructions',
  },
  {
    id: 'peer.lead',
    title: 'new search vs json-server, req/s',
    unit: 'x',
    op: '>',
    target: 1,
    baselineLabel: 'json-server 0.17 req/s',
  },
  {
    id: 'bundle.signIn.kB',
    title: 'sign-in route JS, gzip',
    unit: 'kB',
    op: '<=',
    target: 150,
    baselineLabel: 'whole app JS gzip',
  },
  ...(['signIn', 'dashboard'] as const).flatMap((page) => {
    const name = page === 'signIn' ? 'sign-in page' : 'dashboard';
    return [
      {
        id: `lighthouse.${page}.performance` as const,
        title: `Lighthouse ${name}, mobile performance`,
        unit: '',
        op: '>=' as const,
        target: 95,
        baselineLabel: 'desktop preset',
      },
      {
        id: `lighthouse.${page}.lcpMs` as const,
        title: `Lighthouse ${name}, mobile LCP`,
        unit: 'ms',
        op: '<' as const,
        target: 2500,
        baselineLabel: 'desktop preset',
      },
      {
        id: `lighthouse.${page}.accessibility` as const,
        title: `Lighthouse ${name}, mobile accessibility`,
        unit: '',
        op: '>=' as const,
        target: 100,
        baselineLabel: 'desktop preset',
      },
    ];
  }),
  {
    id: 'reports.workbook.ms',
    title: 'report workbook of 50,000 rows, build + stream',
    unit: 'ms',
    op: '<',
    target: 3000,
    baselineLabel: 'the stream alone',
  },
] as const satisfies readonly Goal[];

export type GoalId = (typeof GOALS)[number]['id'];

/** MET when the figure satisfies the goal; NOT RUN when there is no figure (part skipped, failed). */
export const judge = (
  figure: number | null | undefined,
  op: Comparison,
  target: number,
): Status => {
  if (figure === null || figure === undefined || Number.isNaN(figure)) return 'NOT RUN';
  const met =
    op === '<'
      ? figure < target
      : op === '<='
        ? figure <= target
        : op === '>='
          ? figure >= target
          : figure > target;
  return met ? 'MET' : 'NOT MET';
};

/** One measured figure for a goal: the figure, its same-run baseline and a short remark. */
export interface Measurement {
  figure: number;
  baseline: number | null;
  note?: string;
}

export interface GoalResult extends Goal {
  figure: number | null;
  baseline: number | null;
  status: Status;
  note?: string;
}

/** Every goal with its figure (or NOT RUN with why), in GOALS order. */
export const evaluateGoals = (
  measured: Partial<Record<GoalId, Measurement>>,
  notRun: Partial<Record<GoalId, string>> = {},
): GoalResult[] =>
  GOALS.map((goal) => {
    const m = measured[goal.id];
    const note = m ? m.note : notRun[goal.id];
    return {
      ...goal,
      figure: m?.figure ?? null,
      baseline: m?.baseline ?? null,
      status: judge(m?.figure, goal.op, goal.target),
      ...(note === undefined ? {} : { note }),
    };
  });

const digits = (unit: string, value: number): number =>
  unit === 'x' ? 2 : unit === 'kB' || (unit === 'ms' && Math.abs(value) < 100) ? 1 : 0;
const withUnit = (value: number, unit: string): string =>
  unit === 'x'
    ? `${value.toFixed(2)}x`
    : `${value.toFixed(digits(unit, value))}${unit ? ` ${unit}` : ''}`;

/** The printed line of one goal: status, figure, same-run baseline, goal. */
export const goalLine = (r: GoalResult): string => {
  const status = `[${r.status}]`.padEnd(10);
  const figure = r.figure === null ? '-' : withUnit(r.figure, r.unit);
  const baseline =
    r.baseline === null
      ? r.figure === null
        ? ''
        : `${r.baselineLabel} -`
      : `${r.baselineLabel} ${r.unit === 'x' ? r.baseline.toFixed(1) : withUnit(r.baseline, r.unit)}`;
  const goal = `goal ${r.op} ${r.target}${r.unit === 'x' ? 'x' : r.unit ? ` ${r.unit}` : ''}`;
  const note = r.note ? `   (${r.note})` : '';
  return `${status}${r.title.padEnd(46)} ${figure.padStart(10)}   ${goal.padEnd(16)} ${baseline}${note}`;
};

export interface BenchReport {
  schema: 'mo-bench/1';
  startedAt: string;
  finishedAt: string;
  node: string;
  cpus: number;
  /** os.loadavg() (1, 5, 15 minutes) when the bench started and when it ended. */
  machineLoad: { start: number[]; end: number[] };
  options: BenchOptions;
  /** The command the mock ran with, and whether it is the production one. */
  mock: { command: string; production: boolean } | null;
  goals: GoalResult[];
  summary: Record<Status, number>;
  /** Every raw figure of each part that ran (see scripts/bench.ts for each part's shape). */
  figures: Partial<Record<Part, unknown>>;
  errors: { part: Part; message: string }[];
}

export const summarise = (goals: readonly GoalResult[]): Record<Status, number> => ({
  MET: goals.filter((g) => g.status === 'MET').length,
  'NOT MET': goals.filter((g) => g.status === 'NOT MET').length,
  'NOT RUN': goals.filter((g) => g.status === 'NOT RUN').length,
});

/** A new member query on every request: term, sort field, order and filter all change at once. */
const TERMS =
  'an ar ik sa di wa ti ra ma ya ni ku go pu le ha ba ne jo ri tu mo se la ka de bu na to li wi su ro me da fa gu hi ju ke lo mu no pa qi re si ta ur ve yu za ag el in ok us em ad'.split(
    ' ',
  );
const SORT_FIELDS = [
  'name',
  'memberNumber',
  'memberType',
  'policyNumber',
  'updateRequest',
  'effectiveDate',
  'requestDate',
];
const FILTERS: Record<string, string[]>[] = [
  {},
  { gender: ['F'] },
  { gender: ['M'], memberType: ['EMPLOYEE'] },
  { memberType: ['SPOUSE', 'CHILD'] },
  { gender: ['F'], memberType: ['EMPLOYEE', 'SPOUSE'] },
];
const PAGES = 3;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
/** How many requests in a row are all different queries (coprime counts: 59, 7, 2, 5, 3). */
export const DISTINCT_MEMBER_QUERIES = [
  TERMS.length,
  SORT_FIELDS.length,
  2,
  FILTERS.length,
  PAGES,
].reduce(lcm, 1);

export interface MemberQuery {
  companyId: string;
  searchByValue: string;
  sortByField: string;
  sortByOrder: 'ASC' | 'DESC';
  filterBy: Record<string, string[]>;
  pageNumber: number;
  pageSize: number;
}

/** The i-th query of a "new search each request" run. */
export const memberQueryAt = (i: number, companyId: string): MemberQuery => ({
  companyId,
  searchByValue: TERMS[i % TERMS.length]!,
  sortByField: SORT_FIELDS[i % SORT_FIELDS.length]!,
  sortByOrder: i % 2 === 0 ? 'ASC' : 'DESC',
  filterBy: FILTERS[i % FILTERS.length]!,
  pageNumber: 1 + (i % PAGES),
  pageSize: 50,
});

const CLAIM_TERMS = [
  'an',
  'sari',
  'ra',
  'putri',
  'di',
  'C2026',
  '0001',
  'wati',
  'budi',
  'ma',
  'in',
];
const CLAIM_SORTS = ['receivedDate', 'memberName', 'claimNo', 'incurredAmount', 'status'];
const CLAIM_FILTERS: Record<string, string[]>[] = [
  {},
  { status: ['CC'] },
  { claimType: ['P'], memberType: ['E'] },
  { memberType: ['S', 'C'] },
];

/**
 * The i-th claims listing query of a "new search each request" run: the active tab of every
 * policy ('0000'), a search over all three fields, a sort and a filter, 50 a page.
 */
export const claimQueryAt = (i: number, companyId: string) => ({
  companyId,
  policyId: '0000',
  status: 'ACTIVE_COMPLETED',
  searchByValue: CLAIM_TERMS[i % CLAIM_TERMS.length]!,
  sortByField: CLAIM_SORTS[i % CLAIM_SORTS.length]!,
  sortByOrder: i % 2 === 0 ? 'ASC' : 'DESC',
  filterBy: CLAIM_FILTERS[i % CLAIM_FILTERS.length]!,
  currentPage: 1 + (i % PAGES),
  pageSize: 50,
});

const BILLING_TERMS = ['INV26', 'Surabaya', 'Renewal', 'GHG0001', 'Alteration', ''];
const BILLING_SORTS = ['invoiceDate', 'invoiceNo', 'billingAmount', 'outstandingAmount', 'ageing'];
const BILLING_FILTERS: Record<string, string[]>[] = [
  {},
  { billingStatus: ['Outstanding'] },
  { transactionType: ['Alteration', 'Group Instalment billing Run'] },
  { billingStatus: ['Paid'], transactionType: ['Renewal', 'Issue - Renewals'] },
];

/**
 * The i-th premium billing listing query of a "new search each request" run (issue 12): every
 * policy ('0000'), a search, a sort and a filter, 50 a page.
 */
export const billingQueryAt = (i: number, companyId: string) => ({
  companyId,
  policyId: '0000',
  searchByValue: BILLING_TERMS[i % BILLING_TERMS.length]!,
  sortByField: BILLING_SORTS[i % BILLING_SORTS.length]!,
  sortByOrder: i % 2 === 0 ? 'ASC' : 'DESC',
  filterBy: BILLING_FILTERS[i % BILLING_FILTERS.length]!,
  currentPage: 1 + (i % 3),
  pageSize: 50,
});

/** The same kind of query as json-server spells it: `q` (full text), field filters, sort, page. */
export const peerPathAt = (i: number): string => {
  const q = memberQueryAt(i, '');
  const params = new URLSearchParams({ q: q.searchByValue });
  for (const [field, values] of Object.entries(q.filterBy)) {
    for (const value of values) params.append(field, value);
  }
  params.set('_sort', q.sortByField);
  params.set('_order', q.sortByOrder.toLowerCase());
  params.set('_page', String(q.pageNumber));
  params.set('_limit', String(q.pageSize));
  return `/members?${params.toString()}`;
};

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
