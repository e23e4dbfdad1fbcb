// The goals of issue 10 (and issue 29's sandboxes), how a figure is judged against its goal, the printed goal lines and the
// JSON object of `--json`. No I/O here.
import type { BenchOptions, Part } from './options';

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

/**
 * A list's two goals: p99 under 10 ms, and at least half of plain Fastify's req/s (the ratio),
 * both against plain Fastify in the same run.
 */
const listGoals = <K extends string>(key: K, title: string) =>
  [
    {
      id: `lists.${key}.p99` as const,
      title: `${title}, p99`,
      unit: 'ms',
      op: '<',
      target: 10,
      baselineLabel: 'plain Fastify p99',
    },
    {
      id: `lists.${key}.ratio` as const,
      title: `${title}, req/s`,
      unit: 'x',
      op: '>=',
      target: 0.5,
      baselineLabel: 'plain Fastify req/s',
    },
  ] as const;

/**
 * A page's Lighthouse goals (issue 30 §1): mobile performance, LCP and blocking time (the
 * dashboard's) and accessibility, each against the desktop preset of the same run, and the
 * desktop score against the mobile one.
 */
const lighthouseGoals = <P extends string>(
  page: P,
  name: string,
  targets: { performance: number; lcpMs: number; tbtMs: number | null },
) => {
  const goal = <K extends string>(
    key: K,
    what: string,
    unit: string,
    op: Comparison,
    target: number,
    baselineLabel = 'desktop preset',
  ) => ({
    id: `lighthouse.${page}.${key}` as const,
    title: `Lighthouse ${name}, ${what}`,
    unit,
    op,
    target,
    baselineLabel,
  });
  return [
    goal('performance', 'mobile performance', '', '>=', targets.performance),
    goal('lcpMs', 'mobile LCP', 'ms', '<', targets.lcpMs),
    // a page without a blocking-time goal prints its figure as any other, never MET / NOT MET
    ...(targets.tbtMs === null ? [] : [goal('tbtMs', 'mobile TBT', 'ms', '<', targets.tbtMs)]),
    goal('accessibility', 'mobile accessibility', '', '>=', 100),
    goal('desktopPerformance', 'desktop performance', '', '>=', 97, 'mobile preset'),
  ];
};

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
  ...listGoals('search', 'member list, new search each request'),
  ...listGoals('paging', 'member list, paging one query'),
  ...listGoals('policies', 'policy list'),
  ...listGoals('claims', 'claims listing, new search each request'),
  ...listGoals('billing', 'billing listing, new search each request'),
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
  ...lighthouseGoals('signIn', 'sign-in page', { performance: 95, lcpMs: 2000, tbtMs: null }),
  ...lighthouseGoals('dashboard', 'dashboard', { performance: 90, lcpMs: 2500, tbtMs: 200 }),
  {
    id: 'reports.workbook.ms',
    title: 'report workbook of 50,000 rows, build + stream',
    unit: 'ms',
    op: '<',
    target: 3000,
    baselineLabel: 'the stream alone',
  },
  // Issue 29: sandboxes, each an isolated world in the one mock process.
  {
    id: 'sandboxes.create.ms',
    title: 'sandbox of the demo seed, create (median)',
    unit: 'ms',
    op: '<',
    target: 200,
    baselineLabel: 'p95',
  },
  {
    id: 'sandboxes.create.rssMb',
    title: 'sandbox of the demo seed, RSS each (of 100)',
    unit: 'MB',
    op: '<',
    target: 15,
    baselineLabel: 'idle mock RSS',
  },
  {
    id: 'sandboxes.dashboard.ratio',
    title: 'dashboard call, sandbox vs default, req/s',
    unit: 'x',
    op: '>=',
    target: 0.91,
    baselineLabel: 'default world req/s',
  },
  {
    id: 'sandboxes.dashboard.latency',
    title: 'dashboard call, sandbox vs default, latency',
    // the median of calls made one at a time (autocannon's latencies are whole milliseconds)
    unit: 'x',
    op: '<=',
    target: 1.1,
    baselineLabel: 'default world median ms',
  },
  {
    id: 'sandboxes.replicas.ratio',
    title: 'two mocks vs one behind nginx, req/s, member search',
    unit: 'x',
    op: '>=',
    target: 1.6,
    baselineLabel: 'one mock req/s',
  },
  {
    // the same with a call lighter than the load generator's and nginx's own work for it
    id: 'sandboxes.replicas.dashboardRatio',
    title: 'two mocks vs one behind nginx, req/s, dashboard call',
    unit: 'x',
    op: '>=',
    target: 1.6,
    baselineLabel: 'one mock req/s',
  },
  {
    // Issue 30: 200 users signing in at once (password, code, session), each sign-in whole.
    id: 'storm.signIn.p99',
    title: 'sign-in storm, whole sign-in p99',
    unit: 'ms',
    op: '<',
    target: 2000,
    baselineLabel: 'password step p99',
  },
  // Issue 30 §3: memory under hostile traffic (scripts/bench/hostile.ts).
  {
    id: 'hostile.peakRssMb',
    title: 'mock RSS under hostile traffic, peak',
    unit: 'MB',
    op: '<',
    target: 300,
    baselineLabel: 'RSS before',
  },
  {
    id: 'hostile.settledRatio',
    title: 'mock RSS after hostile traffic (within 60 s)',
    unit: 'x',
    op: '<=',
    target: 1.1,
    baselineLabel: 'RSS before, MB',
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
  unit === 'x'
    ? 2
    : unit === 'MB' && Math.abs(value) < 10
      ? 2
      : unit === 'kB' || (unit === 'ms' && Math.abs(value) < 100)
        ? 1
        : 0;
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
