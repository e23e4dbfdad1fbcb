import {
  IndexedTable,
  type Clause,
  type SortKey,
  type TableQuery,
  type TableSpec,
} from '../src/store/indexed-table';

/** A deterministic PRNG (mulberry32): the same rows and queries on every run. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

interface Item {
  name: string;
  code: string;
  kind: string;
  colour: string | null;
  score: number | null;
  day: string | null;
}

type Sort = 'name' | 'score' | 'day' | 'kind';
type Filter = 'kind' | 'colour';

const spec: TableSpec<Item, Sort, Filter> = {
  search: [
    { text: (r) => r.name.toLowerCase() },
    { text: (r) => r.code, term: (t) => t.replace(/-/g, '') },
  ],
  sorts: {
    name: (r) => r.name,
    score: (r) => r.score,
    day: (r) => r.day,
    kind: (r) => r.kind,
  },
  tie: (r) => r.code,
  filters: { kind: (r) => r.kind, colour: (r) => r.colour },
};

/** The answer by brute force: every live row tested, the matches sorted, the page cut. */
const naive = (
  rows: readonly Item[],
  live: ReadonlySet<number>,
  q: TableQuery<Sort, Filter>,
): { rows: Item[]; total: number } => {
  const cmp = (a: SortKey, b: SortKey) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  const ids = rows
    .map((_, id) => id)
    .filter((id) => live.has(id))
    .filter((id) =>
      (q.where ?? []).every((c) => {
        const value = spec.filters![c.field](rows[id]!);
        return value !== null && c.values.includes(value);
      }),
    )
    .filter(
      (id) =>
        !q.search ||
        spec.search!.some((f) => {
          const term = f.term ? f.term(q.search!) : q.search!;
          return term !== '' && f.text(rows[id]!).includes(term);
        }),
    );
  if (q.sort !== undefined) {
    const key = spec.sorts![q.sort];
    ids.sort(
      (a, b) =>
        cmp(key(rows[a]!), key(rows[b]!)) || cmp(spec.tie!(rows[a]!), spec.tie!(rows[b]!)) || a - b,
    );
  }
  if (q.desc) ids.reverse();
  return {
    rows: ids.slice(Math.max(0, q.offset), Math.max(0, q.offset) + q.limit).map((id) => rows[id]!),
    total: ids.length,
  };
};

const randomItem = (rnd: () => number): Item => {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  // a small alphabet, so terms of every length match some rows; an accented letter and a hyphen
  const letters = 'aabcdeeinrsé- ';
  const length = 1 + Math.floor(rnd() * 12);
  let name = '';
  for (let i = 0; i < length; i += 1) name += pick([...letters]);
  if (rnd() < 0.5) name = name.toUpperCase();
  // codes of two digits only: every gram is common, so long terms are looked for by place
  let code = '';
  for (let i = 0; i < 8; i += 1) code += String(Math.floor(rnd() * 2));
  return {
    name,
    code,
    kind: pick(['E', 'S', 'C']),
    colour: rnd() < 0.1 ? null : pick(['red', 'green', 'blue', 'white']),
    score: rnd() < 0.2 ? null : Math.floor(rnd() * 20),
    day: rnd() < 0.3 ? null : `2026-0${1 + Math.floor(rnd() * 3)}-1${Math.floor(rnd() * 3)}`,
  };
};

const randomQuery = (rnd: () => number, rows: readonly Item[]): TableQuery<Sort, Filter> => {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  let search: string | undefined;
  const roll = rnd();
  if (roll < 0.5 && rows.length > 0) {
    // a piece of a row's name or code, of one to six characters, sometimes with a hyphen
    const source = rnd() < 0.8 ? pick(rows).name.toLowerCase() : pick(rows).code;
    const from = Math.floor(rnd() * source.length);
    search = source.slice(from, from + 1 + Math.floor(rnd() * 6));
    if (rnd() < 0.1) search = `${search.slice(0, 1)}-${search.slice(1)}`;
  } else if (roll < 0.6) {
    search = pick(['zz', 'q', 'abcdefgh', '--', '1-2', '00']);
  }
  const where: Clause<Filter>[] = [];
  if (rnd() < 0.4) where.push({ field: 'kind', values: rnd() < 0.5 ? ['E'] : ['S', 'C'] });
  if (rnd() < 0.3) {
    where.push({
      field: 'colour',
      values: rnd() < 0.1 ? [] : [pick(['red', 'green', 'nope']), pick(['blue', 'white'])],
    });
  }
  const sort = rnd() < 0.15 ? undefined : pick(['name', 'score', 'day', 'kind'] as const);
  const limit = pick([1, 5, 10, 50]);
  return {
    search,
    where,
    sort,
    desc: rnd() < 0.5,
    offset: limit * Math.floor(rnd() * 4),
    limit,
  };
};

/** Every query's answer equals the brute-force answer over the same rows. */
const expectSameAnswers = (
  table: IndexedTable<Item, Sort, Filter>,
  rows: readonly Item[],
  live: ReadonlySet<number>,
  rnd: () => number,
  queries: number,
) => {
  for (let i = 0; i < queries; i += 1) {
    const q = randomQuery(rnd, rows);
    const got = table.query(q);
    const want = naive(rows, live, q);
    if (got.total !== want.total || got.rows.some((r, k) => r !== want.rows[k])) {
      // the failing query, for the message
      expect({ q, total: got.total, rows: got.rows }).toEqual({ q, ...want });
    }
    expect(got.rows).toHaveLength(want.rows.length);
  }
};

describe('IndexedTable', () => {
  it('answers search, filters, sort and paging as a scan of every row would (random data)', () => {
    for (const [seed, size] of [
      [1, 0],
      [2, 1],
      [3, 40],
      [4, 700],
      [5, 2500],
    ] as const) {
      const rnd = prng(seed);
      const table = new IndexedTable(spec);
      const rows = Array.from({ length: size }, () => randomItem(rnd));
      for (const row of rows) table.add(row);
      expectSameAnswers(table, rows, new Set(rows.keys()), rnd, 150);
    }
  });

  it('builds every index in its warm steps, so queries read no key, and stays in step after', () => {
    const rnd = prng(9);
    const keyReads = { name: 0 };
    const counted: TableSpec<Item, Sort, Filter> = {
      ...spec,
      sorts: {
        ...spec.sorts!,
        name: (r) => {
          keyReads.name += 1;
          return r.name;
        },
      },
    };
    const table = new IndexedTable(counted);
    const rows = Array.from({ length: 500 }, () => randomItem(rnd));
    for (const row of rows) table.add(row);
    const steps = table.warmSteps();
    // the search index, the filter sets and one order per sort field
    expect(steps).toHaveLength(2 + Object.keys(spec.sorts!).length);
    for (const step of steps) step();
    expect(keyReads.name).toBe(rows.length);
    table.query({ sort: 'name', offset: 0, limit: 10 });
    expect(keyReads.name).toBe(rows.length);
    // warm or not, the answers are a scan's, before and after a row is added
    expectSameAnswers(table, rows, new Set(rows.keys()), rnd, 60);
    const added = randomItem(rnd);
    rows.push(added);
    table.add(added);
    expectSameAnswers(table, rows, new Set(rows.keys()), rnd, 60);
  });

  it('stays in step when rows are added, changed and removed between queries', () => {
    const rnd = prng(42);
    const table = new IndexedTable(spec);
    const rows: Item[] = [];
    const live = new Set<number>();
    const add = () => {
      const row = randomItem(rnd);
      rows.push(row);
      live.add(table.add(row));
    };
    for (let i = 0; i < 1000; i += 1) add();
    for (let round = 0; round < 30; round += 1) {
      // a batch of alterations, the way the member book makes them: in place, then touch
      const changes = 1 + Math.floor(rnd() * (round % 10 === 0 ? 400 : 8));
      for (let c = 0; c < changes; c += 1) {
        const action = rnd();
        const id = Math.floor(rnd() * rows.length);
        if (action < 0.35) add();
        else if (action < 0.85) {
          const fresh = randomItem(rnd);
          const row = rows[id]!;
          // change some fields of the row itself (the table holds the same object)
          if (rnd() < 0.5) row.name = fresh.name;
          if (rnd() < 0.5) row.score = fresh.score;
          if (rnd() < 0.5) row.day = fresh.day;
          if (rnd() < 0.3) row.kind = fresh.kind;
          if (rnd() < 0.3) row.colour = fresh.colour;
          if (rnd() < 0.2) row.code = fresh.code;
          table.touch(id);
        } else {
          table.remove(id);
          live.delete(id);
        }
      }
      expectSameAnswers(table, rows, live, rnd, 25);
      expect(table.size).toBe(live.size);
      for (const kind of ['E', 'S', 'C']) {
        const count = [...live].filter((id) => rows[id]!.kind === kind).length;
        expect(table.counts('kind').get(kind) ?? 0).toBe(count);
      }
    }
  });

  it('finds an added row, a changed name and forgets a removed row on the next query', () => {
    const table = new IndexedTable(spec);
    const rows = ['ANNA', 'BUDI', 'CITRA'].map((name, i) => ({
      name,
      code: `10${i}`,
      kind: 'E',
      colour: 'red',
      score: i,
      day: null,
    }));
    for (const row of rows) table.add(row);
    const names = (q: Partial<TableQuery<Sort, Filter>>) =>
      table.query({ offset: 0, limit: 10, sort: 'name', ...q }).rows.map((r) => r.name);
    // build every index first, so what follows is kept in step, not built afresh
    expect(names({ search: 'an', where: [{ field: 'kind', values: ['E'] }] })).toEqual(['ANNA']);
    expect(names({ sort: 'score', desc: true })).toEqual(['CITRA', 'BUDI', 'ANNA']);

    const dewi = { name: 'DEWI ANDARI', code: '103', kind: 'S', colour: null, score: 9, day: null };
    table.add(dewi);
    expect(names({ search: 'an' })).toEqual(['ANNA', 'DEWI ANDARI']);
    expect(names({ where: [{ field: 'kind', values: ['S'] }] })).toEqual(['DEWI ANDARI']);
    expect(names({ sort: 'score', desc: true })).toEqual(['DEWI ANDARI', 'CITRA', 'BUDI', 'ANNA']);

    rows[1]!.name = 'BUDIANTO';
    rows[1]!.score = 99;
    table.touch(1);
    expect(names({ search: 'anto' })).toEqual(['BUDIANTO']);
    expect(names({ search: 'budi' })).toEqual(['BUDIANTO']);
    expect(names({ sort: 'score', desc: true })[0]).toBe('BUDIANTO');

    table.remove(0);
    expect(names({ search: 'an' })).toEqual(['BUDIANTO', 'DEWI ANDARI']);
    expect(table.query({ offset: 0, limit: 10 }).total).toBe(3);
    expect(table.counts('colour').get('red')).toBe(2);
    // a member number searched with or without its hyphen
    expect(names({ search: '1-03' })).toEqual(['DEWI ANDARI']);
  });

  it('finds any text past its first 1,023 distinct characters (they share a code there)', () => {
    const table = new IndexedTable(spec);
    const rows: Item[] = [];
    // 1,500 distinct CJK characters, three to a name, each name its own
    for (let i = 0; i < 500; i += 1) {
      const name = String.fromCharCode(0x4e00 + 3 * i, 0x4e01 + 3 * i, 0x4e02 + 3 * i);
      rows.push({ name, code: '0', kind: 'E', colour: null, score: null, day: null });
    }
    for (const row of rows) table.add(row);
    const live = new Set(rows.keys());
    for (const i of [0, 200, 340, 341, 499]) {
      for (const search of [rows[i]!.name, rows[i]!.name.slice(1), rows[i]!.name.slice(2)]) {
        const q = { search, offset: 0, limit: 10 };
        expect(table.query(q)).toEqual(naive(rows, live, q));
        expect(table.query(q).total).toBe(1);
      }
    }
    // two characters that were never neighbours
    expect(
      table.query({
        search: rows[400]!.name.slice(0, 1) + rows[450]!.name.slice(0, 1),
        offset: 0,
        limit: 10,
      }).total,
    ).toBe(0);
  });

  it('finds common-gram terms anywhere in short and long texts, with filters, through changes', () => {
    // codes of two digits, 1 to 90 long: every gram is common, so a long term is looked for by
    // its characters' places (texts past 48 characters are read whole); found where it starts,
    // ends and straddles place 48, and kept in step when codes change and rows go
    const rnd = prng(77);
    const table = new IndexedTable(spec);
    const rows: Item[] = [];
    const live = new Set<number>();
    const binary = (length: number) =>
      Array.from({ length }, () => String(Math.floor(rnd() * 2))).join('');
    const add = () => {
      const row = { ...randomItem(rnd), code: binary(1 + Math.floor(rnd() * 90)) };
      rows.push(row);
      live.add(table.add(row));
    };
    for (let i = 0; i < 1200; i += 1) add();
    const check = (rounds: number) => {
      for (let i = 0; i < rounds; i += 1) {
        const code = rows[Math.floor(rnd() * rows.length)]!.code;
        const from = [0, 44, 46, 47, 48, Math.floor(rnd() * code.length)][i % 6]!;
        const search = code.slice(from, from + 4 + Math.floor(rnd() * 5));
        const where: Clause<Filter>[] =
          i % 3 === 0 ? [] : [{ field: 'kind', values: i % 3 === 1 ? ['E'] : ['S', 'C'] }];
        const q = { search, where, sort: 'name' as const, offset: 0, limit: 20 };
        expect({ search, where, ...table.query(q) }).toEqual({
          search,
          where,
          ...naive(rows, live, q),
        });
      }
    };
    check(120);
    // a term whose grams a ninth of the names hold: its candidates (more than 64, some holding
    // every trigram but not the term) are checked through the places too
    const background = (length: number) =>
      Array.from({ length }, () => 'bcefghijlmnp'[Math.floor(rnd() * 12)]).join('');
    for (let i = 0; i < 130; i += 1) {
      const row = rows[i * 9]!;
      const planted = i % 13 < 3 ? 'kudxuda' : 'kuda';
      row.name = `${background(Math.floor(rnd() * 60))}${planted}${background(Math.floor(rnd() * 10))}`;
      table.touch(i * 9);
    }
    for (const search of ['kuda', 'kudx', 'xuda', 'kudxuda', 'udxu']) {
      for (const where of [[], [{ field: 'kind' as const, values: ['E'] }]]) {
        const q = { search, where, sort: 'name' as const, offset: 0, limit: 500 };
        expect(table.query(q)).toEqual(naive(rows, live, q));
      }
    }
    expect(table.query({ search: 'kuda', offset: 0, limit: 0 }).total).toBe(100);
    for (let round = 0; round < 5; round += 1) {
      for (let c = 0; c < 40; c += 1) {
        const id = Math.floor(rnd() * rows.length);
        if (rnd() < 0.7) {
          rows[id]!.code = binary(1 + Math.floor(rnd() * 90));
          table.touch(id);
        } else {
          table.remove(id);
          live.delete(id);
        }
      }
      for (let c = 0; c < 20; c += 1) add();
      check(60);
    }
  });

  it('answers a page past the end, a negative offset and an empty term with no rows or all', () => {
    const table = new IndexedTable(spec);
    for (let i = 0; i < 5; i += 1) {
      table.add({ name: `N${i}`, code: `${i}`, kind: 'E', colour: null, score: i, day: null });
    }
    expect(table.query({ offset: 10, limit: 5, sort: 'name' })).toEqual({ rows: [], total: 5 });
    expect(table.query({ offset: -5, limit: 5 }).rows).toEqual([]);
    expect(table.query({ search: '', offset: 0, limit: 10 }).total).toBe(5);
    expect(table.query({ search: '-', offset: 0, limit: 10 }).total).toBe(0);
  });
});
