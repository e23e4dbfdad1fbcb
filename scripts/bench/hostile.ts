// Issue 30 §3: the mock's memory under hostile traffic. A mock of the demo seed takes
// BENCH_HOSTILE_REQUESTS fuzzed requests (scripts/lib/bench/hostile.ts: oversized bodies up to
// 10 MB, huge headers, odd encodings, huge page sizes), a few at a time, against 127.0.0.1 only,
// after a warm-up of 200 such requests
// and within BENCH_HOSTILE_SECONDS; its RSS (/proc/<pid>/status VmRSS) is sampled every 100 ms
// during the traffic and for up to a minute after, until it has stayed within 10% of the start.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { API_AREAS, CALLS } from '@mo/contracts';
import { HOSTILE_SHAPES, hostilePlan, settledOf, type HostilePlan } from '../lib/bench-report';
import { signedInSession, type MockSession } from '../lib/mock-session';
import { idleRssMb, rssMb, seedEnv, startMock } from '../lib/processes';
import { PORTS, figures, fmt, log, measured } from './context';

const REQUESTS = Number(process.env.BENCH_HOSTILE_REQUESTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 240);
const SETTLE_SECONDS = Number(process.env.BENCH_HOSTILE_SETTLE_SECONDS ?? 60);
const CONNECTIONS = 8;
const WARMUP = 200;
const SEED = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pathOf = (id: keyof typeof CALLS) => `${API_AREAS[CALLS[id].area]}${CALLS[id].path}`;
/** One buffer of filler the bodies are cut from (never a new 10 MB string per request). */
const FILLER = Buffer.alloc(10 * 1024 * 1024 + 1024, 'a');

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Body pieces; `chunked` sends them without Content-Length. */
  body: Buffer[];
  chunked?: boolean;
}

const jsonPadded = (prefix: object, bytes: number): Buffer[] => {
  const head = Buffer.from(`${JSON.stringify(prefix).slice(0, -1)},"search":"`);
  const tail = Buffer.from('"}');
  const pad = Math.max(0, bytes - head.length - tail.length);
  return [head, FILLER.subarray(0, pad), tail];
};

/** The request a plan stands for, on a signed-in session. */
const requestOf = (plan: HostilePlan, session: MockSession): Sent => {
  const json = { ...session.headers, 'content-type': 'application/json' };
  const list = { companyId: session.companyId, currentPage: 1, pageSize: 10 };
  const { variant: v } = plan;
  switch (plan.shape) {
    case 'oversizedJson':
    case 'nearLimitJson':
      return {
        method: 'POST',
        path: pathOf('memberList'),
        headers: json,
        body: jsonPadded(list, plan.bytes),
      };
    case 'oversizedChunked':
      return {
        method: 'POST',
        path: pathOf('memberList'),
        headers: json,
        body: jsonPadded(list, plan.bytes),
        chunked: true,
      };
    case 'oversizedUpload': {
      const boundary = `----bench${v}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      return {
        method: 'POST',
        path: `${pathOf('fileUpload')}?companyId=${session.companyId}`,
        headers: {
          ...session.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: [head, FILLER.subarray(0, plan.bytes), tail],
      };
    }
    case 'hugeHeaders': {
      // about 15 kB in all (under Node's 16 kB), or over it one time in four
      const size = v % 4 === 0 ? 20_000 : 14_000;
      return {
        method: 'GET',
        path: `${pathOf('policyList')}?companyId=${session.companyId}&currentPage=1&pageSize=10`,
        headers: { ...session.headers, 'x-bench-filler': FILLER.subarray(0, size).toString() },
        body: [],
      };
    }
    case 'oddEncoding': {
      const text = jsonPadded(list, plan.bytes);
      const whole = Buffer.concat(text);
      const kinds: [string, Record<string, string>, Buffer][] = [
        ['gzip', { 'content-encoding': 'gzip' }, gzipSync(whole)],
        [
          'utf16',
          { 'content-type': 'application/json; charset=utf-16le' },
          Buffer.from(whole.toString(), 'utf16le'),
        ],
        [
          'broken utf8',
          {},
          Buffer.concat([
            whole.subarray(0, whole.length - 2),
            Buffer.from([0xff, 0xfe, 0x22, 0x7d]),
          ]),
        ],
        ['text/plain', { 'content-type': 'text/plain' }, whole],
        ['deep json', {}, Buffer.from(`${'['.repeat(50_000)}${']'.repeat(50_000)}`)],
      ];
      const [, extra, body] = kinds[v % kinds.length]!;
      return {
        method: 'POST',
        path: pathOf('memberList'),
        headers: { ...json, ...extra },
        body: [body],
      };
    }
    case 'hugePage': {
      const huge = [1e9, 2 ** 31, 1e6, 99_999][v % 4]!;
      const report = {
        companyId: session.companyId,
        policyId: '0000',
        reportCode: 'PROFILE',
        reportFormat: v % 2 ? 'EXCEL' : 'PDF',
        fileNumber: huge,
      };
      const bodies: [keyof typeof CALLS, object][] = [
        ['memberList', { ...list, pageSize: huge, currentPage: huge }],
        ['memberReport', report],
        ['memberReport', { ...report, fileNumber: 1, pageSize: huge, rowsPerFile: huge }],
        ['memberReportCount', { ...report, fileNumber: undefined, pageSize: huge }],
        ['claimList', { ...list, pageSize: huge }],
      ];
      const [id, body] = bodies[v % bodies.length]!;
      if (v % 7 === 0) {
        // the list as GET query (coerced), a page of 10^9
        return {
          method: 'GET',
          path: `${pathOf('policyList')}?companyId=${session.companyId}&currentPage=1&pageSize=${huge}`,
          headers: session.headers,
          body: [],
        };
      }
      return {
        method: 'POST',
        path: pathOf(id),
        headers: json,
        body: [Buffer.from(JSON.stringify(body))],
      };
    }
  }
};

/** Sends one request; resolves with the status (0 when the mock closed the connection first). */
const send = (port: number, sent: Sent): Promise<number> =>
  new Promise((resolve) => {
    const length = sent.body.reduce((n, b) => n + b.length, 0);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: sent.method,
        path: sent.path,
        headers: {
          ...sent.headers,
          ...(sent.chunked || length === 0 ? {} : { 'content-length': String(length) }),
        },
        agent: false,
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.once('error', () => resolve(0));
    // write in 64 kB pieces, waiting for the socket (a refused body stops being sent)
    const pieces = sent.body.flatMap((b) => {
      const out: Buffer[] = [];
      for (let at = 0; at < b.length; at += 65_536) out.push(b.subarray(at, at + 65_536));
      return out;
    });
    const pump = () => {
      while (pieces.length > 0) {
        if (req.destroyed) return;
        if (!req.write(pieces.shift()!)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });

export const hostilePart = async () => {
  const mock = await startMock(PORTS.hostile, {
    ...seedEnv(),
    // one address sends everything: a load test, not an office (the rate limit is not measured)
    MOCK_RATE_LIMIT_PER_ADDRESS: '100000000',
    MOCK_RATE_LIMIT_PER_USER: '100000000',
  });
  try {
    const pid = mock.child.pid!;
    const session = await signedInSession(mock.base);
    // A warm-up of WARMUP requests of the same shapes (another seed) first: each route compiles
    // its serialiser and V8 its code on first use, once, which is not what the traffic leaves
    // behind. "Before" is the RSS after it, once idle (the mock collects after 2 s idle).
    for (let i = 0; i < WARMUP; i += 1)
      await send(PORTS.hostile, requestOf(hostilePlan(SEED + 1, i), session));
    const startMb = await idleRssMb(mock, 5000);
    const trace: { atS: number; mb: number }[] = [];
    const began = performance.now();
    const sampler = setInterval(() => {
      trace.push({ atS: (performance.now() - began) / 1000, mb: rssMb(pid) });
    }, 100);
    const statuses = new Map<number, number>();
    const byShape = Object.fromEntries(HOSTILE_SHAPES.map((s) => [s, 0])) as Record<string, number>;
    let next = 0;
    let bytesSent = 0;
    const deadline = began + SECONDS * 1000;
    const worker = async () => {
      while (next < REQUESTS && performance.now() < deadline) {
        const plan = hostilePlan(SEED, next++);
        const sent = requestOf(plan, session);
        bytesSent += sent.body.reduce((n, b) => n + b.length, 0);
        byShape[plan.shape]! += 1;
        const status = await send(PORTS.hostile, sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const trafficS = (performance.now() - began) / 1000;
    clearInterval(sampler);
    const peakMb = Math.max(startMb, ...trace.map((s) => s.mb));
    // after: every 100 ms for up to SETTLE_SECONDS, ended early once 5 s within 10% of the start
    const after: { atS: number; mb: number }[] = [];
    const ended = performance.now();
    while (performance.now() - ended < SETTLE_SECONDS * 1000) {
      await sleep(100);
      after.push({ atS: (performance.now() - ended) / 1000, mb: rssMb(pid) });
      const { withinFromS } = settledOf(after, startMb);
      if (withinFromS !== null && after.at(-1)!.atS - withinFromS >= 5) break;
    }
    const settled = settledOf(after, startMb);
    const alive = (await fetch(`${mock.base}/__mock/health`)).ok;
    const sentCount = [...statuses.values()].reduce((a, b) => a + b, 0);
    const statusLine = [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s === 0 ? 'closed' : s} ×${n}`)
      .join(', ');
    log(
      `hostile traffic: ${sentCount} fuzzed requests (${fmt(bytesSent / 1e9, 2)} GB of bodies) in ${fmt(trafficS, 1)} s, ${CONNECTIONS} at a time, demo seed`,
    );
    log(
      `  shapes: ${Object.entries(byShape)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}`,
    );
    log(`  answers: ${statusLine}; mock ${alive ? 'alive' : 'NOT answering'} after`);
    log(
      `  mock RSS ${fmt(startMb)} MB before, peak ${fmt(peakMb)} MB during, ${fmt(settled.lastMb)} MB ${fmt(after.at(-1)?.atS ?? 0, 1)} s after (${settled.withinFromS === null ? 'not back within 10%' : `within 10% from ${fmt(settled.withinFromS, 1)} s`})`,
    );
    figures.hostile = {
      requests: sentCount,
      bytesSent,
      trafficSeconds: trafficS,
      shapes: byShape,
      statuses: Object.fromEntries(statuses),
      startMb,
      peakMb,
      settledMb: settled.lastMb,
      settledWithinFromS: settled.withinFromS,
      trace,
      after,
    };
    measured['hostile.peakRssMb'] = {
      figure: peakMb,
      baseline: startMb,
      note: `${sentCount} requests in ${fmt(trafficS, 0)} s`,
    };
    measured['hostile.settledRatio'] = {
      figure: settled.lastMb / startMb,
      baseline: startMb,
      note: `${fmt(settled.lastMb)} MB ${fmt(after.at(-1)?.atS ?? 0, 0)} s after the traffic`,
    };
  } finally {
    await mock.stop();
  }
};
