import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
// the contracts' browser view itself, outside web/ (so no @/ path reaches it)
// eslint-disable-next-line no-restricted-imports
import * as contractsForTheBrowser from '../../../contracts/src/browser';

/*
 * What the built portal may load, checked on the sources (the build itself is too slow for a unit
 * test): values from the contracts only through their browser view (no TypeBox, vite.config.ts
 * resolves '@mo/contracts' to it), and the translations only per area (locales/load.ts), never
 * all of them at once (locales/index.ts and lib/i18n-bundled.ts are for tests and types).
 */
const SRC = resolve(__dirname, '..');

const runtimeSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : runtimeSources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });

interface Import {
  file: string;
  specifier: string;
  /** Names imported as values (not `type`), '*' for a namespace or default import. */
  values: string[];
}

const importsOf = (file: string): Import[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /^import\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)';|^import\s+'([^']+)';/gms,
    ),
  ].map((match) => {
    if (match[4]) return { file, specifier: match[4], values: ['*'] };
    const clause = match[2] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const values = match[1]
      ? []
      : [
          ...named
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            .map((part) => part.split(/\s+as\s+/)[0]!),
          ...(clause
            .replace(/\{[^}]*\}/, '')
            .replace(/,/g, '')
            .trim()
            ? ['*']
            : []),
        ];
    return { file, specifier: match[3]!, values };
  });

const IMPORTS = runtimeSources(SRC)
  .filter((file) => !file.endsWith(join('lib', 'i18n-bundled.ts')))
  .flatMap(importsOf);
const where = (i: Import) => `${relative(SRC, i.file)} imports ${i.values.join(', ')}`;
const target = (i: Import) => resolve(dirname(i.file), i.specifier);

describe('the portal runtime', () => {
  it('reads the sources it checks', () => {
    expect(IMPORTS.length).toBeGreaterThan(500);
    expect(IMPORTS.some((i) => i.specifier === '@mo/contracts' && i.values.length > 0)).toBe(true);
  });

  it('takes from the contracts only what their browser view exports (no schemas)', () => {
    const offered = new Set(Object.keys(contractsForTheBrowser));
    const missing = IMPORTS.filter((i) => i.specifier === '@mo/contracts').flatMap((i) =>
      i.values.filter((name) => !offered.has(name)).map((name) => `${where(i)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('loads no translations in bulk (every area its own)', () => {
    const bulk = IMPORTS.filter(
      (i) =>
        i.values.length > 0 &&
        i.specifier.startsWith('.') &&
        [
          join(SRC, 'locales'),
          join(SRC, 'locales', 'index'),
          join(SRC, 'lib', 'i18n-bundled'),
        ].includes(target(i)),
    ).map(where);
    expect(bulk).toEqual([]);
  });

  it('draws the charts from a lazy chunk: only chart-canvas and chart-setup import chart.js', () => {
    const charting = IMPORTS.filter(
      (i) => i.values.length > 0 && /^(chart\.js|react-chartjs-2)(\/|$)/.test(i.specifier),
    ).map((i) => relative(SRC, i.file));
    expect([...new Set(charting)].sort()).toEqual([
      'features/dashboard/components/chart-canvas.tsx',
      'features/dashboard/components/chart-setup.ts',
    ]);
    // statically, nothing imports the canvases (their types only: erased), and only they import
    // chart.js's set-up
    expect(
      IMPORTS.filter((i) => /chart-canvas$/.test(i.specifier) && i.values.length > 0).map(where),
    ).toEqual([]);
    expect(
      IMPORTS.filter((i) => /chart-setup$/.test(i.specifier)).map((i) => relative(SRC, i.file)),
    ).toEqual(['features/dashboard/components/chart-canvas.tsx']);
  });
});
