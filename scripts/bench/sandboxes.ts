// Issue 29's figures: sandboxes (isolated worlds in one mock process) made of the demo seed,
// their time and memory each, the mock's RSS with 100 of them, a dashboard call in one against
// the default world, and two mock processes behind Debian's nginx (consistent hashing on
// x-mock-sandbox) against one, over 16 sandboxes.
import { MOCK_SANDBOX_HEADER } from '@mo/contracts';
import {
  memberQueryAt,
  percentile,
  sandboxIds,
  shareOf,
  spreadOf,
  type GoalId,
} from '../lib/bench-report';
import { measureLoad, type LoadFigures } from '../lib/load';
import { callUrl, signedInSession, type MockSession } from '../lib/mock-session';
import { nginxAvailable, startNginxGateway, type Gateway } from '../lib/nginx-gateway';
import { cpuSeconds, idleRssMb, rssMb, seedEnv, startMock, type Running } from '../lib/processes';
import { PORTS, figures, fmt, loadLine, log, measured, options } from './context';

const SANDBOXES = Number(process.env.BENCH_SANDBOXES ?? 100);
/** The creates whose times the goal judges (all SANDBOXES are timed; these are the first). */
const TIMED = 20;
/** Runs of the dashboard call in each world, alternating. */
const DASHBOARD_ROUNDS = 3;
/** Calls one at a time for the latency figure: batches of each world, alternating. */
const LATENCY_BATCHES = 4;
const LATENCY_BATCH = 250;
const REPLICA_SANDBOXES = Number(process.env.BENCH_REPLICA_SANDBOXES ?? 16);
const REPLICA_RUNS = 3;
/**
 * The calls of the two-process figure: the member search (a new search, sort, filter and page
 * each request: the mock's own work is most of each request's CPU, so the figure shows what a
 * second process adds when the load generator and nginx share the two cores) and the dashboard's
 * amounts call (less work than the load generator and nginx spend on it: on two cores it shows
 * them, not the mock).
 */
const REPLICA_CALLS = ['memberSearch', 'dashboard'] as const;
type ReplicaCall = (typeof REPLICA_CALLS)[number];
const CALL_NAMES: Record<ReplicaCall, string> = {
  memberSearch: 'member search',
  dashboard: 'dashboard call',
};
const REPLICA_GOALS: Record<ReplicaCall, GoalId> = {
  memberSearch: 'sandboxes.replicas.ratio',
  dashboard: 'sandboxes.replicas.dashboardRatio',
};
const SETUPS = ['one', 'two'] as const;
type Setup = (typeof SETUPS)[number];
interface ReplicaSeries {
  rps: Record<Setup, number[]>;
  runs: Record<Setup, LoadFigures[]>;
  cpu: Record<Setup, { wallS: number; mocksS: number; loaderS: number }[]>;
}
const REPLICA_SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 3);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const mockEnv = () => ({
  ...seedEnv(),
  MOCK_SANDBOX_MAX: String(Math.max(150, SANDBOXES + 10, 2 * REPLICA_SANDBOXES + 10)),
  // every call comes from this one address (and through nginx): a load test, not an office
  MOCK_RATE_LIMIT_PER_ADDRESS: '1000000',
  MOCK_TRUST_PROXY: 'loopback',
});

const post = async (base: string, path: string, body: object, sandbox?: string) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sandbox === undefined ? {} : { [MOCK_SANDBOX_HEADER]: sandbox }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
};
/** Makes a sandbox of the demo seed; its time from request to answer, ms. */
const createSandbox = async (base: string, id: string): Promise<number> => {
  const started = performance.now();
  // the header names the sandbox too, so nginx sends the create to the process it will live on
  await post(base, '/__mock/sandboxes', { id, preset: 'demo', label: 'bench' }, id);
  return performance.now() - started;
};
const listedIds = async (base: string): Promise<string[]> => {
  const response = await fetch(`${base}/__mock/sandboxes`);
  const body = (await response.json()) as { sandboxes: { id: string; approxBytes: number }[] };
  return body.sandboxes.map((s) => s.id);
};
const approxBytesOf = async (base: string): Promise<number> => {
  const response = await fetch(`${base}/__mock/sandboxes`);
  const body = (await response.json()) as { sandboxes: { approxBytes: number }[] };
  return body.sandboxes.reduce((sum, s) => sum + s.approxBytes, 0);
};

/** The dashboard's amounts call of a session's first policy (the portal's first dashboard call). */
const dashboardPath = async (session: MockSession, base: string): Promise<string> => {
  const response = await fetch(
    callUrl(base, 'policyList', {
      companyId: session.companyId,
      currentPage: '1',
      pageSize: '10',
    }),
    { headers: session.headers },
  );
  const body = (await response.json()) as { data?: { policies?: { id: string }[] } };
  const policyId = body.data?.policies?.[0]?.id;
  if (!policyId) throw new Error(`no policy for ${session.companyId}: ${JSON.stringify(body)}`);
  const url = new URL(
    callUrl(base, 'dashboardAmounts', { companyId: session.companyId, policyId }),
  );
  // checked once: the mock answers errors inside a 200 envelope
  const check = (await (await fetch(url, { headers: session.headers })).json()) as {
    data?: unknown;
    systemInformation?: { errorCode: string | null };
  };
  if (!check.data || check.systemInformation?.errorCode) {
    throw new Error(`dashboardAmounts answered ${JSON.stringify(check).slice(0, 300)}`);
  }
  return `${url.pathname}${url.search}`;
};

/** Parts 1 to 3: one mock, SANDBOXES sandboxes, a dashboard call in one and in the default world. */
const oneProcess = async () => {
  const mock = await startMock(PORTS.sandboxes, mockEnv());
  try {
    const pid = mock.child.pid!;
    // a first create and delete outside the figures: the code paths' own first-use costs
    await createSandbox(mock.base, 'bench-warm');
    await fetch(`${mock.base}/__mock/sandboxes/bench-warm`, { method: 'DELETE' });
    const idleMb = await idleRssMb(mock);
    const times: number[] = [];
    for (const id of sandboxIds('bench', SANDBOXES)) times.push(await createSandbox(mock.base, id));
    // the worlds' passwords are hashed in the background: let that and the heap settle
    await sleep(1500);
    const fullMb = rssMb(pid);
    const approxMb = (await approxBytesOf(mock.base)) / SANDBOXES / 1e6;
    const first = times.slice(0, TIMED);
    const create = {
      count: times.length,
      firstMedianMs: percentile(first, 0.5),
      firstP95Ms: percentile(first, 0.95),
      allMedianMs: percentile(times, 0.5),
      allP95Ms: percentile(times, 0.95),
      maxMs: Math.max(...times),
    };
    const memory = {
      idleRssMb: idleMb,
      rssWithSandboxesMb: fullMb,
      rssPerSandboxMb: (fullMb - idleMb) / SANDBOXES,
      approxDataMbPerSandbox: approxMb,
    };
    log(
      `sandboxes: ${SANDBOXES} of the demo seed made one after another in one mock (${mock.child.spawnargs.slice(1).join(' ')})`,
    );
    log(
      `  create: first ${TIMED} median ${fmt(create.firstMedianMs, 1)} ms, p95 ${fmt(create.firstP95Ms, 1)} ms; all ${SANDBOXES} median ${fmt(create.allMedianMs, 1)} ms, p95 ${fmt(create.allP95Ms, 1)} ms, max ${fmt(create.maxMs, 1)} ms`,
    );
    log(
      `  mock RSS ${fmt(idleMb)} MB idle, ${fmt(fullMb)} MB with ${SANDBOXES} sandboxes: ${fmt(memory.rssPerSandboxMb, 2)} MB each (the mock's own estimate of a sandbox's data: ${fmt(approxMb, 2)} MB; no heap figure: the mock has no control route for it)`,
    );
    measured['sandboxes.create.ms'] = {
      figure: create.firstMedianMs,
      baseline: create.firstP95Ms,
      note: `first ${TIMED} of ${SANDBOXES}; all ${SANDBOXES}: median ${fmt(create.allMedianMs, 1)} ms, p95 ${fmt(create.allP95Ms, 1)} ms`,
    };
    measured['sandboxes.create.rssMb'] = {
      figure: memory.rssPerSandboxMb,
      baseline: idleMb,
      note: `RSS ${fmt(fullMb)} MB with ${SANDBOXES} sandboxes, ${fmt(idleMb)} MB idle; RSS only`,
    };

    // The same dashboard call in the default world and in a sandbox, same process, same run:
    // default, sandbox, then both again, each a warm-up and a measured run.
    const inDefault = await signedInSession(mock.base);
    const inSandbox = await signedInSession(mock.base, undefined, {
      [MOCK_SANDBOX_HEADER]: 'bench-0',
    });
    const worlds = [
      ['default world', inDefault, await dashboardPath(inDefault, mock.base)],
      ['sandbox bench-0', inSandbox, await dashboardPath(inSandbox, mock.base)],
    ] as const;
    const runs: Record<'default' | 'sandbox', LoadFigures[]> = { default: [], sandbox: [] };
    for (let round = 0; round < DASHBOARD_ROUNDS; round += 1) {
      for (const [name, session, path] of worlds) {
        const f = await measureLoad({
          url: `${mock.base}${path}`,
          headers: session.headers,
          ...options,
          seconds: Math.min(options.seconds, 3),
        });
        runs[name === 'default world' ? 'default' : 'sandbox'].push(f);
        log(loadLine(`dashboard amounts, ${name}`, f));
      }
    }
    // the median run of each (a busy machine slows one run now and then, either world's)
    const medianRps = (fs: LoadFigures[]) =>
      percentile(
        fs.map((f) => f.rps),
        0.5,
      );
    // Latency on its own: one request at a time, alternating batches. autocannon's latencies are
    // whole milliseconds (its histogram's unit), and these calls answer in less than one.
    const latencies: Record<'default' | 'sandbox', number[]> = { default: [], sandbox: [] };
    for (let batch = 0; batch < LATENCY_BATCHES; batch += 1) {
      for (const [name, session, path] of worlds) {
        const into = latencies[name === 'default world' ? 'default' : 'sandbox'];
        for (let i = 0; i < LATENCY_BATCH; i += 1) {
          const started = performance.now();
          const response = await fetch(`${mock.base}${path}`, { headers: session.headers });
          await response.arrayBuffer();
          into.push(performance.now() - started);
        }
      }
    }
    const dashboard = {
      defaultRps: medianRps(runs.default),
      sandboxRps: medianRps(runs.sandbox),
      defaultMedianMs: percentile(latencies.default, 0.5),
      sandboxMedianMs: percentile(latencies.sandbox, 0.5),
      defaultP95Ms: percentile(latencies.default, 0.95),
      sandboxP95Ms: percentile(latencies.sandbox, 0.95),
      runs,
    };
    log(
      `  one at a time, ${LATENCY_BATCHES * LATENCY_BATCH} each: default world median ${fmt(dashboard.defaultMedianMs, 3)} ms, p95 ${fmt(dashboard.defaultP95Ms, 3)} ms; sandbox median ${fmt(dashboard.sandboxMedianMs, 3)} ms, p95 ${fmt(dashboard.sandboxP95Ms, 3)} ms`,
    );
    measured['sandboxes.dashboard.ratio'] = {
      figure: dashboard.sandboxRps / dashboard.defaultRps,
      baseline: dashboard.defaultRps,
      note: `sandbox ${fmt(dashboard.sandboxRps)} req/s; median of ${DASHBOARD_ROUNDS} runs each, alternating, ${SANDBOXES} sandboxes in the process; answers ${fmt(runs.sandbox[0]!.bytes)} and ${fmt(runs.default[0]!.bytes)} bytes`,
    };
    measured['sandboxes.dashboard.latency'] = {
      figure: dashboard.sandboxMedianMs / dashboard.defaultMedianMs,
      baseline: dashboard.defaultMedianMs,
      note: `median of ${LATENCY_BATCHES * LATENCY_BATCH} calls one at a time each, alternating batches: sandbox ${fmt(dashboard.sandboxMedianMs, 3)} ms; p95 ${fmt(dashboard.sandboxP95Ms, 3)} against ${fmt(dashboard.defaultP95Ms, 3)} ms`,
    };
    return { create, times, memory, dashboard };
  } finally {
    await mock.stop();
  }
};

/** Part 4: one mock behind nginx against two, over REPLICA_SANDBOXES sandboxes. */
const replicas = async () => {
  if (!nginxAvailable())
    throw new Error("Debian's nginx or envsubst is missing (.ci/run installs them)");
  const mocks: Running[] = [];
  const gateways: Gateway[] = [];
  try {
    mocks.push(
      ...(await Promise.all(
        [PORTS.replicaA, PORTS.replicaB].map((port) => startMock(port, mockEnv())),
      )),
    );
    const upstream = (m: Running) => m.base.replace('http://', '');
    // the baseline: the same configuration (hash on the sandbox) over one process
    const one = await startNginxGateway(PORTS.nginxOne, [upstream(mocks[0]!)]);
    gateways.push(one);
    const two = await startNginxGateway(PORTS.nginxTwo, mocks.map(upstream));
    gateways.push(two);
    const setups = { one: { gateway: one, prefix: 'one' }, two: { gateway: two, prefix: 'two' } };
    const plans = {} as Record<
      'one' | 'two',
      { ids: string[]; sessions: MockSession[]; paths: string[] }
    >;
    // Sandboxes made through nginx until each process holds half of REPLICA_SANDBOXES (the
    // hash spreads 16 ids 6 + 10 or so, which would cap two processes at 1.6x): the ones past
    // a process's half are deleted again.
    const evenIds = async (gateway: Gateway): Promise<string[]> => {
      const half = Math.ceil(REPLICA_SANDBOXES / 2);
      const kept: string[][] = mocks.map(() => []);
      for (let i = 0; kept.some((k) => k.length < half) && i < 20 * REPLICA_SANDBOXES; i += 1) {
        const id = `two-${i}`;
        await createSandbox(gateway.base, id);
        const home = (await Promise.all(mocks.map((m) => listedIds(m.base)))).findIndex((listed) =>
          listed.includes(id),
        );
        if (home >= 0 && kept[home]!.length < half) kept[home]!.push(id);
        else
          await fetch(`${gateway.base}/__mock/sandboxes/${id}`, {
            method: 'DELETE',
            headers: { [MOCK_SANDBOX_HEADER]: id },
          });
      }
      // interleaved, so consecutive requests alternate between the processes
      return kept[0]!.flatMap((id, j) => [id, ...kept.slice(1).map((k) => k[j]!)]).filter(Boolean);
    };
    for (const [key, { gateway, prefix }] of Object.entries(setups) as [
      'one' | 'two',
      (typeof setups)['one'],
    ][]) {
      const ids = key === 'one' ? sandboxIds(prefix, REPLICA_SANDBOXES) : await evenIds(gateway);
      const sessions: MockSession[] = [];
      const paths: string[] = [];
      for (const id of ids) {
        if (key === 'one') await createSandbox(gateway.base, id);
        const session = await signedInSession(gateway.base, undefined, {
          [MOCK_SANDBOX_HEADER]: id,
        });
        sessions.push(session);
        // the path as nginx sees it (/gw/...)
        paths.push(await dashboardPath(session, gateway.base));
      }
      plans[key] = { ids, sessions, paths };
    }
    const share = shareOf(plans.two.ids, await Promise.all(mocks.map((m) => listedIds(m.base))));
    log(
      `replicas: over ${REPLICA_SANDBOXES} sandboxes (the request's sandbox cycling), through nginx (hash on ${MOCK_SANDBOX_HEADER}, consistent): one mock, then two (the sandboxes ${share.join(' + ')} over the two); the member search (a new query each request) and the dashboard amounts call`,
    );
    const load = (key: Setup, call: ReplicaCall, seconds: number, warmupSeconds: number) => {
      const { sessions, paths } = plans[key];
      const n = sessions.length;
      const common = {
        headersAt: (i: number) => sessions[i % n]!.headers,
        connections: Math.max(options.connections, 16),
        seconds,
        warmupSeconds,
      };
      return call === 'memberSearch'
        ? measureLoad({
            ...common,
            url: callUrl(setups[key].gateway.base, 'memberList'),
            body: (i) => memberQueryAt(i, sessions[i % n]!.companyId),
          })
        : measureLoad({
            ...common,
            url: `${setups[key].gateway.base.replace(/\/gw$/, '')}${paths[0]}`,
            path: (i) => paths[i % n]!,
          });
    };
    const byCall = {} as Record<ReplicaCall, ReplicaSeries>;
    for (const call of REPLICA_CALLS) {
      const series: ReplicaSeries = {
        rps: { one: [], two: [] },
        runs: { one: [], two: [] },
        cpu: { one: [], two: [] },
      };
      // both set-ups warmed once first (the processes' JIT), thrown away: a first run read 0.6x
      // of the third without it
      for (const key of SETUPS) await load(key, call, 2, 0);
      for (let round = 0; round < REPLICA_RUNS; round += 1) {
        for (const key of SETUPS) {
          // where the two cores went: the mocks' CPU seconds and the load generator's (this
          // process); the rest went to nginx and the machine's other jobs
          const mockCpu = () => mocks.reduce((sum, m) => sum + cpuSeconds(m.child.pid!), 0);
          const [mocksBefore, loaderBefore, wallBefore] = [
            mockCpu(),
            process.cpuUsage(),
            performance.now(),
          ];
          const f = await load(key, call, REPLICA_SECONDS, 1);
          const loader = process.cpuUsage(loaderBefore);
          const cpu = {
            wallS: (performance.now() - wallBefore) / 1000,
            mocksS: mockCpu() - mocksBefore,
            loaderS: (loader.user + loader.system) / 1e6,
          };
          series.cpu[key].push(cpu);
          series.rps[key].push(f.rps);
          series.runs[key].push(f);
          const name = `${CALL_NAMES[call]}, ${key === 'one' ? 'one mock' : 'two mocks'} behind nginx, run ${round + 1}`;
          log(loadLine(name, f));
          log(
            `    CPU: mocks ${fmt(cpu.mocksS, 1)} s, load generator ${fmt(cpu.loaderS, 1)} s, of ${fmt(cpu.wallS, 1)} s on 2 cores (the rest: nginx and other jobs)`,
          );
        }
      }
      byCall[call] = series;
      const ratios = series.rps.two.map((r, i) => r / series.rps.one[i]!);
      const oneSpread = spreadOf(series.rps.one);
      const twoSpread = spreadOf(series.rps.two);
      // the mocks' share of the CPU the runs used, one mock's set-up: what a second process can add
      const mockShare =
        series.cpu.one.reduce((sum, c) => sum + c.mocksS, 0) /
        series.cpu.one.reduce((sum, c) => sum + c.wallS * 2, 0);
      measured[REPLICA_GOALS[call]] = {
        figure: twoSpread.median / oneSpread.median,
        baseline: oneSpread.median,
        note: `median of ${REPLICA_RUNS} runs each; the best two could do with this split, ${share.join(' + ')}: ${fmt(REPLICA_SANDBOXES / Math.max(...share), 2)}x; per-run ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; two mocks ${fmt(twoSpread.min)}-${fmt(twoSpread.max)} req/s, one ${fmt(oneSpread.min)}-${fmt(oneSpread.max)}; with one mock the mock used ${fmt(mockShare * 100)}% of the 2 cores, the load generator and nginx the rest`,
      };
    }
    return {
      sandboxes: REPLICA_SANDBOXES,
      share,
      seconds: REPLICA_SECONDS,
      ceiling: REPLICA_SANDBOXES / Math.max(...share),
      calls: byCall,
    };
  } finally {
    for (const gateway of gateways) await gateway.stop();
    await Promise.all(mocks.map((m) => m.stop()));
  }
};

export const sandboxesPart = async () => {
  const single = await oneProcess();
  figures.sandboxes = { ...single };
  const spread = await replicas();
  figures.sandboxes = { ...single, replicas: spread };
};
