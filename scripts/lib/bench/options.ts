// The bench's command line: its parts, `--json`, `--no-build` and the BENCH_* variables.

export const PARTS = [
  'start',
  'lists',
  'peer',
  'bundle',
  'lighthouse',
  'reports',
  'work',
  'sandboxes',
  'hostile',
  'storm',
] as const;
export type Part = (typeof PARTS)[number];
/** What a plain `npm run bench` runs: every part, so one run prints every goal. */
export const DEFAULT_PARTS: readonly Part[] = PARTS;
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
  'usage: npm run bench -- [--only=start,lists,peer,bundle,lighthouse,reports,work,sandboxes,hostile,storm] [--storm-only] [--json[=file]] [--no-build]';

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
