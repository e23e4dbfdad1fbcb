// What every part of `npm run bench` shares: its options, ports, the figures it collects, the
// servers two parts use, the printed lines and the checked list call.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import {
  memberQueryAt,
  parseBenchArgs,
  type BenchReport,
  type GoalId,
  type Measurement,
  type Part,
} from '../lib/bench-report';
import { measureLoad, type LoadFigures } from '../lib/load';
import { callUrl, signedInSession, type MockSession } from '../lib/mock-session';
import { seedEnv, startMock, startPlain, type Running } from '../lib/processes';

export const LARGE = 100_000;
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4390);
export const PORTS = {
  plain: PORT_BASE + 1,
  demo: PORT_BASE,
  large: PORT_BASE + 2,
  lighthouseMock: PORT_BASE + 3,
  portal: PORT_BASE + 4,
  peer: PORT_BASE + 5,
  storm: PORT_BASE + 6,
  reports: PORT_BASE + 7,
  counted: PORT_BASE + 8,
  sandboxes: PORT_BASE + 9,
  replicaA: PORT_BASE + 10,
  replicaB: PORT_BASE + 11,
  nginxOne: PORT_BASE + 12,
  nginxTwo: PORT_BASE + 13,
  hostile: PORT_BASE + 14,
};
export const PEER_CONNECTIONS = Number(process.env.BENCH_PEER_CONNECTIONS ?? 2);
export const STORM_USERS = Number(process.env.BENCH_STORM_USERS ?? 200);
export const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 10);
// Lighthouse's scores vary from run to run (its own advice: the median of several); the mobile
// figures the goals judge are the median of this many runs, the desktop baseline one run.
export const LIGHTHOUSE_MOBILE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export const options = parseBenchArgs(process.argv.slice(2), process.env);
export const has = (part: Part) => options.parts.includes(part);
export const measured: Partial<Record<GoalId, Measurement>> = {};
export const notRun: Partial<Record<GoalId, string>> = {};
export const figures: BenchReport['figures'] = {};
export const errors: BenchReport['errors'] = [];

export const fmt = (n: number, digits = 0) => n.toFixed(digits);
export const log = (line = '') => console.log(line);
export const loadLine = (name: string, f: LoadFigures) =>
  `  ${name.padEnd(46)} ${fmt(f.rps, f.rps < 10 ? 2 : 0).padStart(7)} req/s   p50 ${fmt(f.p50)} ms   p99 ${fmt(f.p99)} ms   (${f.requests} requests in ${f.seconds} s, ${f.errors} errors)`;
export const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** Servers shared between parts; each stopped when the last part using it is done. */
export const servers: { plain?: Running; large?: Running; largeSession?: MockSession } = {};
export const stopSharedServers = async () => {
  await servers.large?.stop();
  await servers.plain?.stop();
};

export const ensurePlain = async () => (servers.plain ??= await startPlain(PORTS.plain));
/** The body of the plain route's answer (scripts/lib/plain-server.mjs /plain), in bytes. */
export const PLAIN_BODY_BYTES = JSON.stringify({
  status: 'success',
  data: { hello: 'world' },
}).length;
export const ensureLarge = async () => {
  servers.large ??= await startMock(PORTS.large, seedEnv(LARGE));
  servers.largeSession ??= await signedInSession(servers.large.base);
  return { mock: servers.large, session: servers.largeSession };
};

/** Builds the compiled mock (npm run build:mock) when the project has that script. */
export const buildMock = () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: object })
    .scripts as Record<string, string> | undefined;
  if (!options.buildMock || !scripts?.['build:mock']) return;
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build:mock'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:mock failed');
  log(`build:mock        ${fmt((performance.now() - started) / 1000, 1)} s`);
};

/** A listing call the load runs POST (a new search, sort and filter each request). */
export type ListCall = 'memberList' | 'claimList' | 'premiumBilling';

/** One POST of the member list, checked: the mock answers errors inside a 200 envelope. */
export const memberListOnce = async (
  session: MockSession,
  base: string,
  body: unknown,
  call: ListCall = 'memberList',
) => {
  const response = await fetch(callUrl(base, call), {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: { pagination: { totalRecord: number } };
    systemInformation?: { errorCode: string | null };
  };
  if (!json.data || json.systemInformation?.errorCode) {
    throw new Error(`${call} answered ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json.data;
};

/**
 * A load run of a listing with a new query each request (`queryAt`), after one checked call
 * (its answer is returned as `first`).
 */
export const newSearchRun = async (
  session: MockSession,
  base: string,
  call: ListCall,
  queryAt: (i: number, companyId: string) => unknown,
) => {
  const first = await memberListOnce(session, base, queryAt(0, session.companyId), call);
  const run = await measureLoad({
    url: callUrl(base, call),
    headers: session.headers,
    body: (i) => queryAt(i, session.companyId),
    ...options,
  });
  return { first, run };
};

/** The member list's new search each request. */
export const searchRun = async (session: MockSession, base: string) =>
  (await newSearchRun(session, base, 'memberList', memberQueryAt)).run;
