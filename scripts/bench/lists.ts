// The server parts of `npm run bench`: start (spawn to first answer, RSS), the lists at 100,000
// members against plain Fastify, and the peer (json-server) on the same members.
import {
  billingQueryAt,
  claimQueryAt,
  memberQueryAt,
  peerPathAt,
  sizedPlainBody,
  sizedPlainNote,
} from '../lib/bench-report';
import { measureLoad, type LoadFigures } from '../lib/load';
import { callUrl } from '../lib/mock-session';
import { startPeer } from '../lib/peer';
import { idleRssMb, seedEnv, startMock } from '../lib/processes';
import {
  LARGE,
  PEER_CONNECTIONS,
  PLAIN_BODY_BYTES,
  PORTS,
  ensureLarge,
  ensurePlain,
  figures,
  fmt,
  loadLine,
  log,
  measured,
  memberListOnce,
  newSearchRun,
  options,
  searchRun,
  servers,
} from './context';

// --- start: spawn to first answer, and RSS once idle ------------------------------------------
export const startPart = async () => {
  const plainServer = await ensurePlain();
  const plainRss = await idleRssMb(plainServer);
  const demo = await startMock(PORTS.demo, seedEnv());
  const demoRss = await idleRssMb(demo);
  await demo.stop();
  const large = (servers.large = await startMock(PORTS.large, seedEnv(LARGE)));
  const largeRss = await idleRssMb(large);
  figures.start = {
    plain: { ms: plainServer.startMs, rssMb: plainRss },
    demo: { ms: demo.startMs, rssMb: demoRss },
    large: { ms: large.startMs, rssMb: largeRss, members: LARGE },
  };
  const line = (name: string, s: { startMs: number }, rss: number) =>
    `  ${name.padEnd(40)} ${fmt(s.startMs).padStart(6)} ms to the first answer   RSS ${fmt(rss)} MB`;
  log('start (spawn to first answer; RSS after 1 s idle)');
  log(line('plain Fastify (node scripts/lib/plain-server.mjs)', plainServer, plainRss));
  log(line('mock, demo seed', demo, demoRss));
  log(line(`mock, ${LARGE.toLocaleString('en')} members`, large, largeRss));
  measured['start.demo.ms'] = { figure: demo.startMs, baseline: plainServer.startMs };
  measured['start.demo.rssMb'] = { figure: demoRss, baseline: plainRss };
  measured['start.large.ms'] = { figure: large.startMs, baseline: plainServer.startMs };
  measured['start.large.rssMb'] = { figure: largeRss, baseline: plainRss };
};

// --- lists at 100,000 members against the plain Fastify route ---------------------------------
export const listsPart = async () => {
  const { mock, session } = await ensureLarge();
  const plainServer = await ensurePlain();
  const plainPlan = { url: `${plainServer.base}/plain`, ...options };
  log(
    `lists at ${LARGE.toLocaleString('en')} members (${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s each)`,
  );
  const before = await measureLoad(plainPlan);
  log(loadLine('plain Fastify route (before)', before));
  const search = await searchRun(session, mock.base);
  log(loadLine('member list, new search/sort/filter each', search));
  // Paging through one query: the same search, sort and filter, page after page.
  const query = { ...memberQueryAt(0, session.companyId), pageNumber: 1 };
  const { totalRecord } = (await memberListOnce(session, mock.base, query)).pagination;
  const pages = Math.max(1, Math.min(20, Math.ceil(totalRecord / query.pageSize)));
  const paging = await measureLoad({
    url: callUrl(mock.base, 'memberList'),
    headers: session.headers,
    body: (i) => ({ ...query, pageNumber: 1 + (i % pages) }),
    ...options,
  });
  log(loadLine(`member list, paging one query (${totalRecord} rows)`, paging));
  const policyUrl = callUrl(mock.base, 'policyList', {
    companyId: session.companyId,
    currentPage: '1',
    pageSize: '10',
  });
  const check = (await (await fetch(policyUrl, { headers: session.headers })).json()) as {
    data?: unknown;
  };
  if (!check.data) throw new Error(`policy list answered ${JSON.stringify(check).slice(0, 300)}`);
  const policies = await measureLoad({ url: policyUrl, headers: session.headers, ...options });
  log(loadLine('policy list', policies));
  // The claims listing (issue 11): the same index mechanism over the seed's claims book.
  const { first: claimsOnce, run: claims } = await newSearchRun(
    session,
    mock.base,
    'claimList',
    claimQueryAt,
  );
  log(
    loadLine(
      `claims listing, new search/sort/filter each (${claimsOnce.pagination.totalRecord} rows match the first)`,
      claims,
    ),
  );
  // The premium billing listing (issue 12): the invoices of every policy, searched, sorted, filtered.
  const billingRun = await newSearchRun(session, mock.base, 'premiumBilling', billingQueryAt);
  const billingOnce = billingRun.first as unknown as { totals: { invoiceCount: number } };
  const billing = billingRun.run;
  log(
    loadLine(
      `billing listing, new search/sort/filter each (${billingOnce.totals.invoiceCount} invoices of the company)`,
      billing,
    ),
  );
  const after = await measureLoad(plainPlan);
  log(loadLine('plain Fastify route (after)', after));
  // The baseline is the mean of both plain runs: the machine's load drifts during the bench.
  const baseline = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };
  log(
    `  baseline: the mean of both plain runs, ${fmt(baseline.rps)} req/s, p99 ${fmt(baseline.p99)} ms`,
  );
  // Why each list stays where it does, from the same run: plain Fastify answering as many bytes
  // (bytes on the wire, headers included) shows what the answer's size alone allows.
  const lists = { search, paging, policies, claims, billing } as const;
  const sized = {} as Record<keyof typeof lists, LoadFigures>;
  for (const [key, f] of Object.entries(lists) as [keyof typeof lists, LoadFigures][]) {
    const body = sizedPlainBody(f, before, PLAIN_BODY_BYTES);
    sized[key] = await measureLoad({ url: `${plainServer.base}/plain-sized/${body}`, ...options });
    log(loadLine(`plain Fastify answering ${key}'s ${fmt(f.bytes / 1000, 1)} kB`, sized[key]));
  }
  figures.lists = {
    members: LARGE,
    baseline,
    plainBefore: before,
    plainAfter: after,
    search,
    paging,
    policies,
    claims,
    billing,
    pagingRows: totalRecord,
    sizedPlain: sized,
  };
  for (const [key, f] of Object.entries(lists) as [keyof typeof lists, LoadFigures][]) {
    measured[`lists.${key}.p99`] = {
      figure: f.p99,
      baseline: baseline.p99,
      note: sizedPlainNote(f, sized[key], baseline.rps, 'p99'),
    };
    measured[`lists.${key}.ratio`] = {
      figure: f.rps / baseline.rps,
      baseline: baseline.rps,
      note: sizedPlainNote(f, sized[key], baseline.rps, 'ratio'),
    };
  }
  claimsVsMembers();
};

// (the claims listing against the member list's new search, same run: issue 11)
const claimsVsMembers = () => {
  const lists = figures.lists as { search: LoadFigures; claims: LoadFigures } | undefined;
  if (!lists) return;
  measured['lists.claims.vsMembers'] = {
    figure: lists.claims.rps / lists.search.rps,
    baseline: lists.search.rps,
    note: `${fmt(lists.claims.rps)} req/s`,
  };
};

// --- the peer: json-server 0.17 on the same members -------------------------------------------
export const peerPart = async () => {
  const lists = figures.lists as { search: LoadFigures } | undefined;
  let ours = lists?.search;
  if (!ours) {
    const { mock, session } = await ensureLarge();
    ours = await searchRun(session, mock.base);
  }
  await servers.large?.stop();
  servers.large = undefined;
  log(
    `peer: json-server 0.17.4 with the same ${LARGE.toLocaleString('en')} members (q= full text, field filters, _sort, _page/_limit)`,
  );
  const peer = await startPeer(PORTS.peer, LARGE);
  try {
    const first = await fetch(`${peer.base}${peerPathAt(0)}`);
    if (!first.ok || !Array.isArray(await first.json())) {
      throw new Error(`json-server answered ${first.status} to ${peerPathAt(0)}`);
    }
    // json-server answers one search at a time in seconds on a busy machine: a few connections
    // keep it busy, a long time-out lets each answer count; the check request above warmed it.
    const theirs = await measureLoad({
      url: `${peer.base}/members`,
      path: (i) => peerPathAt(i + 1),
      ...options,
      connections: PEER_CONNECTIONS,
      seconds: options.peerSeconds,
      warmupSeconds: 0,
      timeoutSeconds: 120,
    });
    log(loadLine(`json-server, new search each (${PEER_CONNECTIONS} connections)`, theirs));
    log(loadLine(`this mock, new search each (${options.connections} connections)`, ours));
    log(
      `  this mock answers ${fmt(ours.rps / theirs.rps, 1)}x json-server's req/s (json-server started in ${fmt(peer.startMs)} ms, ${peer.rows} rows)`,
    );
    figures.peer = { jsonServer: { ...theirs, startMs: peer.startMs, rows: peer.rows }, ours };
    measured['peer.lead'] = {
      figure: ours.rps / theirs.rps,
      baseline: theirs.rps,
      note: `ours ${fmt(ours.rps)} req/s p99 ${fmt(ours.p99)} ms, json-server p99 ${fmt(theirs.p99)} ms`,
    };
  } finally {
    await peer.stop();
  }
};
