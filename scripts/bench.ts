// `npm run bench`: figures, not assertions. Every figure is printed next to a baseline measured in
// the same run on the same machine, as a ratio, because these machines are noisy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API_AREAS, DEMO_USERS, HEADER_DEFAULTS, HEADER_NAMES, SCENARIOS } from '@mo/contracts';
import { buildApp } from '@mo/mock-server';
import { jsLoadedBy, jsPerArea } from './lib/bundle';
import { signInStorm, type Latencies } from './lib/sign-in-storm';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const timeUntilUp = async (file: string, port: number, healthPath: string): Promise<number> => {
  const started = performance.now();
  const child = spawn('node_modules/.bin/tsx', [file], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 400; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${healthPath}`)).ok)
          return performance.now() - started;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${file} did not start`);
  } finally {
    child.kill('SIGTERM');
  }
};

/** GET the url, or POST JSON bodies: each request takes the next body of the list in turn. */
const load = async (url: string, headers: Record<string, string>, posts?: readonly unknown[]) => {
  let next = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: posts === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(posts === undefined
      ? {}
      : {
          requests: [
            {
              method: 'POST' as const,
              setupRequest: (request: autocannon.Request) => {
                const body = JSON.stringify(posts[next % posts.length]);
                next += 1;
                return { ...request, method: 'POST' as const, body };
              },
            },
          ],
        }),
  });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
};

const fmt = (n: number, digits = 0) => n.toFixed(digits);

const STORM_USERS = Number(process.env.BENCH_STORM_USERS ?? 200);
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 60);

const latencyLine = (name: string, l: Latencies) =>
  `  ${name.padEnd(14)} ${String(l.count).padStart(7)} calls  ${String(l.errors).padStart(5)} errors   p50 ${fmt(l.p50)} ms   p99 ${fmt(l.p99)} ms`;

/**
 * Sign-in storm: STORM_USERS pool users sign in at once, then read their dashboards for
 * STORM_SECONDS; the mock in its own process, as `npm start` runs it.
 */
const storm = async () => {
  const result = await signInStorm({ users: STORM_USERS, seconds: STORM_SECONDS, port: 4392 });
  console.log(
    `sign-in storm     ${STORM_USERS} users at once, then dashboards for ${STORM_SECONDS} s   mock RSS ${fmt(result.rssBeforeMb)} MB before, ${fmt(result.rssAfterMb)} MB after`,
  );
  for (const [step, l] of Object.entries(result.signIn)) console.log(latencyLine(step, l));
  console.log(latencyLine('dashboard', result.dashboard));
};

async function main() {
  console.log(`bench: ${CONNECTIONS} connections, ${DURATION}s per run\n`);
  if (process.argv.includes('--storm-only')) return storm();

  // Cold start: the mock as `npm start` runs it, against a plain Fastify file started the same way.
  const plainStart = await timeUntilUp('scripts/lib/plain-server.ts', 4391, '/health');
  const mockStart = await timeUntilUp('mock-server/src/server.ts', 4390, '/__mock/health');
  console.log(
    `cold start        mock ${fmt(mockStart)} ms   plain Fastify ${fmt(plainStart)} ms   ratio ${fmt(mockStart / plainStart, 2)}x`,
  );

  // Throughput: the policy list (validation, JWT, session, scoping, paging, serialisation)
  // against a plain Fastify JSON route, both in this process.
  const app = await buildApp({ logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signedIn = await fetch(`${base}/__mock/scenarios/${SCENARIOS.signedIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USERS.hr.email }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const headers: Record<string, string> = {
    authorization: `Bearer ${signedIn.accessToken}`,
    [HEADER_NAMES.channel]: HEADER_DEFAULTS.channel,
    [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
    [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
    [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
    [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
    [HEADER_NAMES.timestamp]: new Date().toISOString(),
    [HEADER_NAMES.requestReference]: 'bench',
  };
  const um = `${base}${API_AREAS.userManagement}`;
  const profile = await fetch(`${um}/users/details`, { headers }).then(
    (r) => r.json() as Promise<{ data: { companyDetails: { id: string }[] } }>,
  );
  const companyId = profile.data.companyDetails[0]!.id;

  const plain = Fastify({ logger: false });
  plain.get('/plain', async () => ({ status: 'success', data: { hello: 'world' } }));
  await plain.listen({ port: 0, host: '127.0.0.1' });
  const plainUrl = `http://127.0.0.1:${(plain.server.address() as { port: number }).port}/plain`;

  const baseline = await load(plainUrl, {});
  const policies = await load(
    `${base}${API_AREAS.policyAdmin}/policies/list?companyId=${encodeURIComponent(companyId)}&currentPage=1&pageSize=10`,
    headers,
  );
  console.log(
    `policy list       ${fmt(policies.rps)} req/s  p99 ${policies.p99} ms   plain Fastify ${fmt(baseline.rps)} req/s  p99 ${baseline.p99} ms   throughput ratio ${fmt(policies.rps / baseline.rps, 2)}x`,
  );
  await app.close();

  // The member list at scale: 100,000 members in the HR company, a search + sort + filter query
  // (the index and the sort order are built once, on the warm-up call), against the same baseline.
  const big = await buildApp({ logger: false, seed: { companies: 2, membersPerCompany: 100_000 } });
  await big.listen({ port: 0, host: '127.0.0.1' });
  const bigBase = `http://127.0.0.1:${(big.server.address() as { port: number }).port}`;
  const bigSession = await fetch(`${bigBase}/__mock/scenarios/${SCENARIOS.signedIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USERS.hr.email }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const bigHeaders = { ...headers, authorization: `Bearer ${bigSession.accessToken}` };
  const memberQuery = {
    companyId,
    searchByValue: 'an',
    sortByField: 'name',
    sortByOrder: 'DESC',
    filterBy: { gender: ['F'], memberType: ['EMPLOYEE', 'SPOUSE'] },
    pageNumber: 2,
    pageSize: 50,
  };
  const membersUrl = `${bigBase}${API_AREAS.userManagement}/users/members`;
  const warm = await fetch(membersUrl, {
    method: 'POST',
    headers: { ...bigHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(memberQuery),
  }).then((r) => r.json() as Promise<{ data?: { pagination: { totalRecord: number } } }>);
  if (!warm.data) throw new Error('member list warm-up failed');
  // Paging through one query: the mock keeps recent results, so only the page is cut.
  const paging = Array.from({ length: 20 }, (_, i) => ({ ...memberQuery, pageNumber: i + 1 }));
  const members = await load(membersUrl, bigHeaders, paging);
  console.log(
    `member list 100k  ${fmt(members.rps)} req/s  p99 ${members.p99} ms   plain Fastify ${fmt(baseline.rps)} req/s  p99 ${baseline.p99} ms   throughput ratio ${fmt(members.rps / baseline.rps, 2)}x   (paging one query, ${warm.data.pagination.totalRecord} matching rows)`,
  );
  // A new search on every request (more terms than the mock keeps): filter, search and order
  // over all 100,000 members each time.
  const terms =
    'an ar ik sa di wa ti ra ma ya ni ku go pu le ha ba ne jo ri tu mo se la ka de bu na to li'.split(
      ' ',
    );
  const fresh = terms.map((searchByValue) => ({ ...memberQuery, searchByValue }));
  const searching = await load(membersUrl, bigHeaders, fresh);
  console.log(
    `member list 100k  ${fmt(searching.rps)} req/s  p99 ${searching.p99} ms   plain Fastify ${fmt(baseline.rps)} req/s  p99 ${baseline.p99} ms   throughput ratio ${fmt(searching.rps / baseline.rps, 2)}x   (a new search each request)`,
  );
  await big.close();
  await plain.close();

  await storm();

  // Bundle: gzip size of the JavaScript the sign-in route loads, from a fresh build of this tree
  // (a build left over from older code would report old figures).
  const outDir = join(tmpdir(), `mo-bench-dist-${process.pid}`);
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', 'web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  const manifest = join(outDir, '.vite/manifest.json');
  if (build.status !== 0 || !existsSync(manifest)) {
    console.log('bundle            (the build failed)');
  } else {
    const signIn = jsLoadedBy(manifest, /features\/auth\//);
    const all = jsLoadedBy(manifest, /./, true);
    console.log(
      `sign-in JS        ${fmt(signIn.gzipBytes / 1024, 1)} KiB gzip in ${signIn.files.length} files   whole app ${fmt(all.gzipBytes / 1024, 1)} KiB gzip   share ${fmt((100 * signIn.gzipBytes) / all.gzipBytes)}%`,
    );
    const perArea = jsPerArea(manifest);
    console.log(
      `entry JS          ${fmt(perArea.entryGzipBytes / 1024, 1)} KiB gzip (every route loads it)`,
    );
    for (const { area, gzipBytes } of perArea.areas) {
      console.log(
        `  + ${area.replace(/^src\//, '').padEnd(48)} ${fmt(gzipBytes / 1024, 1).padStart(6)} KiB gzip   ${fmt((100 * gzipBytes) / perArea.entryGzipBytes, 1)}% of the entry`,
      );
    }
  }
  rmSync(outDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
