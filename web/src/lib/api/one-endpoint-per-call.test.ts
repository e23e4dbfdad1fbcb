import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Each contracts call has one RTK Query endpoint (issue 28): a call read by several features is
 * defined once in lib/api/ and read through from there, so one request has one cache. This reads
 * every endpoint file of web/src and names the calls that more than one endpoint requests.
 */
const SRC = join(__dirname, '..', '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Endpoint definitions and the calls each requests: `name: build.query<…>({ … CALL_ROUTES.x … })`
 * or `injectQuery('name', CALL_ROUTES.x, …)` (lib/rtk-api.ts).
 */
const endpointsOf = (text: string): { name: string; calls: Set<string> }[] => {
  const starts = [
    ...text.matchAll(/(?:(\w+):\s*build\.(?:query|mutation)\b|injectQuery\(\s*'(\w+)')/g),
  ];
  return starts.map((start, i) => {
    const body = text.slice(start.index, starts[i + 1]?.index ?? text.length);
    return {
      name: (start[1] ?? start[2])!,
      calls: new Set([...body.matchAll(/CALL_ROUTES\.(\w+)/g)].map((m) => m[1]!)),
    };
  });
};

describe('RTK Query endpoints', () => {
  const byCall = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/injectEndpoints|injectQuery\(/.test(text)) continue;
    for (const endpoint of endpointsOf(text))
      for (const call of endpoint.calls)
        byCall.set(call, [...(byCall.get(call) ?? []), `${relative(SRC, file)}#${endpoint.name}`]);
  }

  it('finds the endpoints it checks', () => {
    expect(byCall.get('policyList')).toEqual(['lib/api/policy-list.ts#policyList']);
    expect(byCall.get('policyPlans')).toEqual(['lib/api/policy-plans.ts#policyPlans']);
    expect(byCall.size).toBeGreaterThan(20);
  });

  it('gives each call one endpoint', () => {
    const twice = [...byCall].filter(([, endpoints]) => endpoints.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });
});
