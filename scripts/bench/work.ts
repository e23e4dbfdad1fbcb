// The other parts of `npm run bench`: the sign-in storm, the report workbook and the
// work per request under callgrind.
import os from 'node:os';
import { billingQueryAt, claimQueryAt, memberQueryAt } from '../lib/bench-report';
import { startCounted, valgrindAvailable } from '../lib/instructions';
import { callUrl, signedInSession } from '../lib/mock-session';
import { mockCommand, seedEnv } from '../lib/processes';
import { measureReportWorkbook } from '../lib/report-bench';
import { signInStorm, type Latencies } from '../lib/sign-in-storm';
import {
  LARGE,
  PORTS,
  STORM_SECONDS,
  STORM_USERS,
  figures,
  fmt,
  log,
  measured,
  type ListCall,
} from './context';

// --- the sign-in storm ---------------------------------------------------------------------------
const latencyLine = (name: string, l: Latencies) =>
  `  ${name.padEnd(14)} ${String(l.count).padStart(7)} calls  ${String(l.errors).padStart(5)} errors   p50 ${fmt(l.p50)} ms   p99 ${fmt(l.p99)} ms`;

export const stormPart = async () => {
  const result = await signInStorm({
    users: STORM_USERS,
    seconds: STORM_SECONDS,
    port: PORTS.storm,
  });
  log(
    `sign-in storm     ${STORM_USERS} users at once, then dashboards for ${STORM_SECONDS} s   mock RSS ${fmt(result.rssBeforeMb)} MB before, ${fmt(result.rssAfterMb)} MB after   MOCK_PASSWORD_HASH_COST=${result.hashCost}`,
  );
  for (const [step, l] of Object.entries(result.signIn)) log(latencyLine(step, l));
  log(latencyLine('whole sign-in', result.wholeSignIn));
  log(
    `  sign-in phase ${fmt(result.signInWallMs)} ms wall, mock CPU ${fmt(result.signInMockCpuMs)} ms (all threads), load generator CPU ${fmt(result.signInLoadCpuMs)} ms; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  log(latencyLine('dashboard', result.dashboard));
  figures.storm = { users: STORM_USERS, seconds: STORM_SECONDS, ...result };
  const { wholeSignIn } = result;
  measured['storm.signIn.p99'] = {
    figure: wholeSignIn.errors > 0 ? Number.NaN : wholeSignIn.p99,
    baseline: result.signIn.password.p99,
    note: `${STORM_USERS} users, hash cost ${result.hashCost}${wholeSignIn.errors > 0 ? `, ${wholeSignIn.errors} failed` : ''}`,
  };
};

// --- reports: a 50,000-row workbook built in the background and streamed (issue 12) ----------
export const reportsPart = async () => {
  const f = await measureReportWorkbook(PORTS.reports);
  log(
    `reports: the member profile of All Policies (about 50,000 rows) as one workbook through the file gateway`,
  );
  log(
    `  ${f.rows} rows, ${fmt(f.fileBytes / 1e6, 1)} MB xlsx (${fmt(f.envelopeBytes / 1e6, 1)} MB envelope): build ${fmt(f.buildMs)} ms (${f.fileReadyCalls} fileready calls), stream ${fmt(f.streamMs)} ms, total ${fmt(f.totalMs)} ms`,
  );
  log(`  mock RSS ${fmt(f.rssIdleMb)} MB before, peak ${fmt(f.rssPeakMb)} MB during`);
  figures.reports = f;
  measured['reports.workbook.ms'] = {
    figure: f.totalMs,
    baseline: f.streamMs,
    note: `${f.rows} rows; peak RSS ${fmt(f.rssPeakMb)} MB (${fmt(f.rssIdleMb)} MB before)`,
  };
};

// --- work: instructions per request under callgrind (issue 11's comparison without the noise) --
const WORK_REQUESTS = Number(process.env.BENCH_WORK_REQUESTS ?? 200);
export const workPart = async () => {
  if (!valgrindAvailable()) throw new Error('valgrind is not installed (apt-get install valgrind)');
  log(
    `work per request: instructions counted by callgrind over ${WORK_REQUESTS} requests of each kind after ${WORK_REQUESTS} uncounted ones (user space only: the kernel's share, which grows with the answer's bytes, is not in it)`,
  );
  // No plain-route figure: callgrind's switches reach an idle server late (through vgdb), which
  // is noise on a 2.7 M-instruction list request and most of a 0.1 M one (it read 0.0 to 0.4 M).
  const mock = await startCounted(
    mockCommand().args,
    PORTS.counted,
    '/__mock/health',
    seedEnv(LARGE),
  );
  const rows: [string, number, number][] = [];
  try {
    const session = await signedInSession(mock.base);
    const post = (call: ListCall, body: unknown) =>
      fetch(callUrl(mock.base, call), {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => (await r.arrayBuffer()).byteLength);
    const kinds = [
      ['member list, new search/sort/filter each', 'memberList', memberQueryAt],
      ['claims listing, new search/sort/filter each', 'claimList', claimQueryAt],
      ['billing listing, new search/sort/filter each', 'premiumBilling', billingQueryAt],
    ] as const;
    for (const [name, call, queryAt] of kinds) {
      let bytes = 0;
      const ir = await mock.count(
        async (i) => {
          bytes += await post(call, queryAt(i, session.companyId));
        },
        WORK_REQUESTS,
        WORK_REQUESTS,
      );
      // bytes summed over warm-up and counted calls alike
      rows.push([name, ir, bytes / (2 * WORK_REQUESTS)]);
    }
    // the policy list: a signed-in GET with no query work, so nearly all of it is the per-call
    // path every list pays (gateway headers, token, session, envelope, journal)
    const policyUrl = callUrl(mock.base, 'policyList', {
      companyId: session.companyId,
      currentPage: '1',
      pageSize: '10',
    });
    let policyBytes = 0;
    const policyIr = await mock.count(
      async () => {
        const r = await fetch(policyUrl, { headers: session.headers });
        policyBytes += (await r.arrayBuffer()).byteLength;
      },
      WORK_REQUESTS,
      WORK_REQUESTS,
    );
    rows.push(['policy list', policyIr, policyBytes / (2 * WORK_REQUESTS)]);
  } finally {
    await mock.stop();
  }
  for (const [name, ir, bytes] of rows) {
    log(
      `  ${name.padEnd(46)} ${fmt(ir / 1e6, 2).padStart(6)} M instructions   answer ${fmt(bytes / 1000, 1)} kB`,
    );
  }
  const [members, claims] = [rows[0]!, rows[1]!];
  figures.work = {
    requests: WORK_REQUESTS,
    lists: rows.map(([name, instructions, answerBytes]) => ({ name, instructions, answerBytes })),
  };
  measured['work.claims.vsMembers'] = {
    figure: claims[1] / members[1],
    baseline: members[1] / 1e6,
    note: `${fmt(claims[1] / 1e6, 2)} M; answers ${fmt(claims[2] / 1000, 1)} kB vs ${fmt(members[2] / 1000, 1)} kB`,
  };
};
