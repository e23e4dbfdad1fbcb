import {
  HOSTILE_SHAPES,
  MAX_BODY_BYTES,
  hostilePlan,
  settledOf,
  medianOf,
  medianRun,
  DEFAULT_JSON_FILE,
  DEFAULT_PARTS,
  DISTINCT_MEMBER_QUERIES,
  GOALS,
  evaluateGoals,
  goalLine,
  judge,
  lighthouseNote,
  memberQueryAt,
  parseBenchArgs,
  peerPathAt,
  percentile,
  sandboxIds,
  sessionSetterScript,
  shareOf,
  sizedPlainBody,
  sizedPlainNote,
  spreadOf,
  summarise,
  timeBreakdown,
} from './bench-report';

describe('parseBenchArgs', () => {
  it('runs every part by default, the sign-in storm too (one run prints every goal)', () => {
    const options = parseBenchArgs([]);
    expect(options.parts).toEqual([...DEFAULT_PARTS]);
    expect(options.parts).toEqual(expect.arrayContaining(['storm', 'hostile', 'sandboxes']));
    expect(options.jsonFile).toBeUndefined();
    expect(options.buildMock).toBe(true);
    expect(parseBenchArgs(['--storm-only']).parts).toEqual(['storm']);
  });

  it('--only picks parts, in the bench order, once each', () => {
    expect(parseBenchArgs(['--only=lighthouse,start,start']).parts).toEqual([
      'start',
      'lighthouse',
    ]);
  });

  it('refuses an unknown part or option instead of running something else', () => {
    expect(() => parseBenchArgs(['--only=start,speed'])).toThrow(/speed/);
    expect(() => parseBenchArgs(['--only='])).toThrow(/unknown part/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown option --fast/);
  });

  it('--json writes to the default file or the one named', () => {
    expect(parseBenchArgs(['--json']).jsonFile).toBe(DEFAULT_JSON_FILE);
    expect(parseBenchArgs(['--json=/tmp/b.json']).jsonFile).toBe('/tmp/b.json');
    expect(() => parseBenchArgs(['--json='])).toThrow(/file name/);
  });

  it('reads durations from BENCH_* variables and refuses nonsense', () => {
    const options = parseBenchArgs(['--no-build'], { BENCH_SECONDS: '2', BENCH_PEER_SECONDS: '' });
    expect(options.seconds).toBe(2);
    expect(options.peerSeconds).toBe(10);
    expect(options.buildMock).toBe(false);
    expect(() => parseBenchArgs([], { BENCH_SECONDS: '0' })).toThrow(/BENCH_SECONDS/);
    expect(() => parseBenchArgs([], { BENCH_SECONDS: 'fast' })).toThrow(/BENCH_SECONDS/);
  });
});

describe('judge', () => {
  it('compares with each operator, the bound itself included only where the goal says so', () => {
    expect(judge(999, '<', 1000)).toBe('MET');
    expect(judge(1000, '<', 1000)).toBe('NOT MET');
    expect(judge(150, '<=', 150)).toBe('MET');
    expect(judge(150.1, '<=', 150)).toBe('NOT MET');
    expect(judge(0.5, '>=', 0.5)).toBe('MET');
    expect(judge(0.49, '>=', 0.5)).toBe('NOT MET');
    expect(judge(1, '>', 1)).toBe('NOT MET');
    expect(judge(1.01, '>', 1)).toBe('MET');
  });

  it('is NOT RUN without a figure, never MET', () => {
    expect(judge(undefined, '<', 10)).toBe('NOT RUN');
    expect(judge(null, '<', 10)).toBe('NOT RUN');
    expect(judge(Number.NaN, '<', 10)).toBe('NOT RUN');
  });
});

describe('evaluateGoals', () => {
  it('lists every goal of issue 10 once, with its figure, baseline and status', () => {
    const goals = evaluateGoals(
      {
        'start.demo.ms': { figure: 800, baseline: 200 },
        'lists.search.p99': { figure: 12, baseline: 2 },
      },
      { 'peer.lead': 'json-server did not start' },
    );
    expect(goals.map((g) => g.id)).toEqual(GOALS.map((g) => g.id));
    expect(new Set(goals.map((g) => g.id)).size).toBe(goals.length);
    const byId = Object.fromEntries(goals.map((g) => [g.id, g]));
    expect(byId['start.demo.ms']).toMatchObject({ figure: 800, baseline: 200, status: 'MET' });
    expect(byId['lists.search.p99']).toMatchObject({ status: 'NOT MET', target: 10, op: '<' });
    expect(byId['peer.lead']).toMatchObject({
      status: 'NOT RUN',
      figure: null,
      note: 'json-server did not start',
    });
    expect(summarise(goals)).toEqual({ MET: 1, 'NOT MET': 1, 'NOT RUN': goals.length - 2 });
  });

  it('never gives a measured goal the reason a goal did not run', () => {
    const [goal] = evaluateGoals(
      { 'start.demo.ms': { figure: 800, baseline: 200 } },
      { 'start.demo.ms': 'start failed' },
    );
    expect(goal).not.toHaveProperty('note');
  });

  it('holds the bars of issue 10', () => {
    const bar = Object.fromEntries(GOALS.map((g) => [g.id, `${g.op} ${g.target}`]));
    expect(bar).toMatchObject({
      'start.demo.ms': '< 1000',
      'start.demo.rssMb': '< 150',
      'start.large.ms': '< 5000',
      'start.large.rssMb': '< 400',
      'lists.search.p99': '< 10',
      'lists.search.ratio': '>= 0.5',
      'lists.policies.ratio': '>= 0.5',
      'bundle.signIn.kB': '<= 150',
      'lighthouse.signIn.performance': '>= 95',
      'lighthouse.dashboard.lcpMs': '< 2500',
      'lighthouse.dashboard.accessibility': '>= 100',
    });
  });

  it("holds issue 30's Lighthouse bars: a phone's dashboard and sign-in, desktop kept", () => {
    const bar = Object.fromEntries(GOALS.map((g) => [g.id, `${g.op} ${g.target}`]));
    expect(bar).toMatchObject({
      'lighthouse.dashboard.performance': '>= 90',
      'lighthouse.dashboard.lcpMs': '< 2500',
      'lighthouse.dashboard.tbtMs': '< 200',
      'lighthouse.dashboard.accessibility': '>= 100',
      'lighthouse.dashboard.desktopPerformance': '>= 97',
      'lighthouse.signIn.performance': '>= 95',
      'lighthouse.signIn.lcpMs': '< 2000',
      'lighthouse.signIn.accessibility': '>= 100',
      'lighthouse.signIn.desktopPerformance': '>= 97',
    });
    // the sign-in page has no blocking-time goal of its own
    expect(bar).not.toHaveProperty(['lighthouse.signIn.tbtMs']);
  });

  it("holds the bars of issue 29's sandboxes", () => {
    const bar = Object.fromEntries(GOALS.map((g) => [g.id, `${g.op} ${g.target} ${g.unit}`]));
    expect(bar).toMatchObject({
      'sandboxes.create.ms': '< 200 ms',
      'sandboxes.create.rssMb': '< 15 MB',
      'sandboxes.dashboard.ratio': '>= 0.91 x',
      'sandboxes.dashboard.latency': '<= 1.1 x',
      'sandboxes.replicas.ratio': '>= 1.6 x',
      'sandboxes.replicas.dashboardRatio': '>= 1.6 x',
    });
    expect(parseBenchArgs([]).parts).toContain('sandboxes');
    expect(parseBenchArgs(['--only=sandboxes']).parts).toEqual(['sandboxes']);
  });
});

describe('goalLine', () => {
  it('prints status, figure with unit, goal and baseline', () => {
    const [line] = evaluateGoals({ 'start.demo.ms': { figure: 1234.4, baseline: 250 } }).map(
      goalLine,
    );
    expect(line).toMatch(/^\[NOT MET\] +mock start, demo seed +1234 ms +goal < 1000 ms +plain/);
    expect(line).toContain('plain Fastify start 250 ms');
  });

  it('says when a figure has no baseline of its own', () => {
    const [line] = evaluateGoals({
      'lighthouse.signIn.performance': { figure: 96, baseline: null },
    })
      .filter((g) => g.figure !== null)
      .map(goalLine);
    expect(line).toMatch(/\[MET\].* 96 +goal >= 95 +desktop preset -$/);
  });

  it('prints ratios with an x and says why a goal did not run', () => {
    const goals = evaluateGoals(
      { 'lists.search.ratio': { figure: 0.62, baseline: 8000 } },
      { 'lists.search.p99': 'skipped (--only)' },
    );
    const lines = Object.fromEntries(goals.map((g) => [g.id, goalLine(g)]));
    expect(lines['lists.search.ratio']).toMatch(/\[MET\].*0\.62x.*goal >= 0\.5x.*req\/s 8000\.0/);
    expect(lines['lists.search.p99']).toMatch(
      /\[NOT RUN\].* - +goal < 10 ms .*\(skipped \(--only\)\)$/,
    );
  });
});

describe('goalLine, small memory figures', () => {
  it('prints a few MB with two decimals, larger ones whole', () => {
    const goals = evaluateGoals({
      'sandboxes.create.rssMb': { figure: 1.064, baseline: 139.2 },
      'start.demo.rssMb': { figure: 135.4, baseline: 60 },
    });
    const lines = Object.fromEntries(goals.map((g) => [g.id, goalLine(g)]));
    expect(lines['sandboxes.create.rssMb']).toMatch(
      /\[MET\].* 1\.06 MB +goal < 15 MB +idle mock RSS 139 MB/,
    );
    expect(lines['start.demo.rssMb']).toMatch(/ 135 MB +goal < 150 MB/);
  });
});

describe('percentile, spreadOf, shareOf, sandboxIds', () => {
  it('takes the nearest rank, whatever the order', () => {
    const times = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(times, 0.5)).toBe(5);
    expect(percentile(times, 0.95)).toBe(10);
    expect(percentile(times, 0.1)).toBe(1);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
    expect(times).toEqual([5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
  });

  it('gives the least, the median and the largest of several runs', () => {
    expect(spreadOf([3015, 2844, 4600])).toEqual({ min: 2844, median: 3015, max: 4600 });
    expect(spreadOf([2, 1])).toEqual({ min: 1, median: 1, max: 2 });
  });

  it('counts the sandboxes each process lists, other ids left out', () => {
    const ids = sandboxIds('two', 4);
    expect(ids).toEqual(['two-0', 'two-1', 'two-2', 'two-3']);
    expect(
      shareOf(ids, [
        ['two-0', 'two-3', 'one-1'],
        ['two-1', 'two-2'],
      ]),
    ).toEqual([2, 2]);
    expect(shareOf(ids, [[], ids])).toEqual([0, 4]);
  });
});

describe('memberQueryAt', () => {
  it('changes the search, the sort and the filter on every request, no repeat for thousands', () => {
    expect(DISTINCT_MEMBER_QUERIES).toBeGreaterThan(5000);
    const keys = Array.from({ length: DISTINCT_MEMBER_QUERIES }, (_, i) =>
      JSON.stringify(memberQueryAt(i, 'C1')),
    );
    expect(new Set(keys).size).toBe(DISTINCT_MEMBER_QUERIES);
    for (let i = 1; i < 200; i++) {
      const [a, b] = [memberQueryAt(i - 1, 'C1'), memberQueryAt(i, 'C1')];
      expect(b.searchByValue).not.toBe(a.searchByValue);
      expect(b.sortByField).not.toBe(a.sortByField);
      expect(b.filterBy).not.toEqual(a.filterBy);
    }
    expect(JSON.stringify(memberQueryAt(DISTINCT_MEMBER_QUERIES, 'C1'))).toBe(keys[0]);
  });

  it('asks json-server the same query in its own words', () => {
    const path = peerPathAt(4);
    const q = memberQueryAt(4, '');
    const params = new URL(path, 'http://peer').searchParams;
    expect(path.startsWith('/members?')).toBe(true);
    expect(params.get('q')).toBe(q.searchByValue);
    expect(params.getAll('gender')).toEqual(q.filterBy.gender);
    expect(params.getAll('memberType')).toEqual(q.filterBy.memberType);
    expect(params.get('_sort')).toBe(q.sortByField);
    expect(params.get('_order')).toBe(q.sortByOrder.toLowerCase());
    expect(params.get('_limit')).toBe('50');
  });
});

describe('sessionSetterScript', () => {
  it('stores each value as given, quotes and script-looking text included', () => {
    const session: Record<string, string> = {};
    const local: Record<string, string> = {};
    const storage = (into: Record<string, string>) => ({
      setItem: (k: string, v: string) => {
        into[k] = v;
      },
    });
    const document = { title: '' };
    const script = sessionSetterScript({
      session: { authenticationToken: 'a"b', _moUserProfile: '{"name":"</script>"}' },
      local: { moCompanyId: 'C1' },
    });
    new Function('sessionStorage', 'localStorage', 'document', script)(
      storage(session),
      storage(local),
      document,
    );
    expect(session).toEqual({
      authenticationToken: 'a"b',
      _moUserProfile: '{"name":"</script>"}',
    });
    expect(local).toEqual({ moCompanyId: 'C1' });
    expect(document.title).toBe('session stored');
  });
});

describe('medianRun', () => {
  const run = (performance: number | null, lcpMs: number | null, error?: string) => ({
    performance,
    lcpMs,
    ...(error ? { error } : {}),
  });

  it('picks the middle run by performance score, whatever the order they came in', () => {
    expect(medianRun([run(95, 2300), run(88, 2900), run(92, 2500)])).toBe(2);
    expect(medianRun([run(92, 2500), run(95, 2300), run(88, 2900)])).toBe(0);
  });

  it('orders equal scores by largest contentful paint', () => {
    expect(medianRun([run(93, 2400), run(93, 2600), run(93, 2500)])).toBe(2);
  });

  it('leaves out runs without a score; of two, takes the worse', () => {
    expect(medianRun([run(null, null, 'NO_LCP'), run(94, 2400), run(90, 2700)])).toBe(2);
    expect(medianRun([run(99, 1000, 'gateway calls failed'), run(80, 3000)])).toBe(1);
  });

  it('answers the first run when none has a score', () => {
    expect(medianRun([run(null, null, 'a'), run(null, null, 'b')])).toBe(0);
  });
});

describe('medianOf', () => {
  it('is the middle number, the lower middle of an even count, null when there is none', () => {
    expect(medianOf([2633, 2582, 2492])).toBe(2582);
    expect(medianOf([3, null, 1, 2, 4])).toBe(2);
    expect(medianOf([5, 1])).toBe(1);
    expect(medianOf([null])).toBeNull();
  });
});

describe('sizedPlainBody and sizedPlainNote', () => {
  it('matches the bytes on the wire: the list’s mean less the plain route’s own headers', () => {
    // the plain route read 300 bytes an answer for a 44-byte body: 256 bytes of headers
    expect(sizedPlainBody({ bytes: 15_300 }, { bytes: 300 }, 44)).toBe(15_044);
    expect(sizedPlainBody({ bytes: 100 }, { bytes: 300 }, 44)).toBe(0);
  });

  it('says what the size alone allows and what the mock adds to each request', () => {
    const list = { rps: 2500, p99: 12, bytes: 15_300 };
    const sized = { rps: 10_000, p99: 3, bytes: 15_300 };
    // 400 µs a request against 100 µs for the same bytes: 300 µs are the mock's
    expect(sizedPlainNote(list, sized, 20_000, 'ratio')).toBe(
      "2500 req/s; plain Fastify answering as many bytes (15.3 kB): 10000 req/s, 0.50x; the mock's own work 300 µs a request",
    );
    expect(sizedPlainNote(list, sized, 20_000, 'p99')).toBe(
      "plain Fastify answering as many bytes (15.3 kB): p99 3 ms; the mock's own work 300 µs a request",
    );
  });
});

describe('timeBreakdown and lighthouseNote', () => {
  // the audits as Lighthouse 12 writes them (trimmed to what is read)
  const lhr = {
    audits: {
      'mainthread-work-breakdown': { numericValue: 1934.2 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 260_000 },
            { resourceType: 'script', transferSize: 206_400 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { type: 'table', items: [{ node: { nodeLabel: 'Perlindungan kesehatan' } }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 454.04 },
                { phase: 'Load Delay', timing: 0 },
                { phase: 'Load Time', timing: 0 },
                { phase: 'Render Delay', timing: 2146.08 },
              ],
            },
          ],
        },
      },
    },
  };

  it('reads the main thread, the scripts and the largest paint’s phases', () => {
    expect(timeBreakdown(lhr)).toEqual({
      mainThreadMs: 1934.2,
      scriptKb: 206.4,
      lcpTtfbMs: 454.04,
      lcpRenderDelayMs: 2146.08,
    });
  });

  it('answers null for what a report lacks', () => {
    expect(timeBreakdown({ audits: {} })).toEqual({
      mainThreadMs: null,
      scriptKb: null,
      lcpTtfbMs: null,
      lcpRenderDelayMs: null,
    });
  });

  it('writes the note of a mobile goal', () => {
    expect(
      lighthouseNote({ fcpMs: 2322.4, tbtMs: 80, benchmarkIndex: 1564.5 }, timeBreakdown(lhr)),
    ).toBe(
      'FCP 2322 ms, TBT 80 ms; largest paint: first byte 454 ms, render delay 2146 ms; scripts 206.4 kB over slow 4G; main thread 1934 ms on the 4x slower CPU; benchmarkIndex 1565',
    );
  });
});

describe('hostile traffic (issue 30)', () => {
  it('plans the same requests for a seed, every shape, bodies up to 10 MB', () => {
    const plans = Array.from({ length: 2000 }, (_, i) => hostilePlan(30, i));
    expect(plans).toEqual(Array.from({ length: 2000 }, (_, i) => hostilePlan(30, i)));
    expect(new Set(plans.map((p) => p.shape))).toEqual(new Set(HOSTILE_SHAPES));
    expect(Math.max(...plans.map((p) => p.bytes))).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const oversized = plans.filter((p) => p.shape === 'oversizedJson').map((p) => p.bytes);
    expect(Math.min(...oversized)).toBeGreaterThan(1024 * 1024);
  });

  it('finds when the RSS came back within 10% and stayed', () => {
    const at = (mbs: number[]) => mbs.map((mb, i) => ({ atS: i, mb }));
    expect(settledOf(at([300, 105, 130, 108, 109]), 100)).toEqual({ lastMb: 109, withinFromS: 3 });
    expect(settledOf(at([300, 200]), 100)).toEqual({ lastMb: 200, withinFromS: null });
  });
});
