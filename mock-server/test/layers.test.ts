import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The mock's layers (issue 28): routes → services → store, with the control API in control/.
 * Routes reach their state through the request's world (lib/world.ts) only, so that one accessor
 * can later give each request a sandbox; and no module below routes/ imports a route module.
 */
const SRC = join(__dirname, '..', 'src');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const nameOf = (path: string) => relative(SRC, path).split('\\').join('/');

/** The relative modules a file imports (or re-exports), resolved to paths under src/. */
const importsOf = (path: string): string[] =>
  [...readFileSync(path, 'utf8').matchAll(/\bfrom\s+'(\.[^']*)'/g)].map((m) =>
    nameOf(resolve(dirname(path), m[1]!)),
  );

describe('the mock layers', () => {
  it('route handlers never reach app.store: their state is the world of the request', () => {
    const routes = sourcesUnder(join(SRC, 'routes'));
    expect(routes.length).toBeGreaterThan(15);
    const reaching = routes
      .filter((path) => /\bapp\.store\b/.test(readFileSync(path, 'utf8')))
      .map(nameOf);
    expect(reaching).toEqual([]);
  });

  it('routes import the store for its types only (state goes through services and the world)', () => {
    const valueImports = sourcesUnder(join(SRC, 'routes')).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']*)'/gms)]
        .map((m) => nameOf(resolve(dirname(path), m[1]!)))
        .filter((target) => target.startsWith('store/'))
        .map((target) => `${nameOf(path)} -> ${target}`),
    );
    expect(valueImports).toEqual([]);
  });

  it('nothing below routes/ imports a route module (only app.ts composes them)', () => {
    const below = sourcesUnder(SRC).filter(
      (path) => !nameOf(path).startsWith('routes/') && nameOf(path) !== 'app.ts',
    );
    expect(below.length).toBeGreaterThan(50);
    const upward = below.flatMap((path) =>
      importsOf(path)
        .filter((target) => target === 'routes' || target.startsWith('routes/'))
        .map((target) => `${nameOf(path)} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('only lib/world.ts (and plugins/store.ts, which decorates it) reads the app store', () => {
    const owners = new Set(['lib/world.ts', 'plugins/store.ts']);
    const reaching = sourcesUnder(SRC)
      .filter((path) => !owners.has(nameOf(path)))
      .filter((path) => /\bapp\.store\b|\.server\.store\b/.test(readFileSync(path, 'utf8')))
      .map(nameOf);
    expect(reaching).toEqual([]);
  });

  it.each([
    ['services/', ['views/', 'routes/', 'control/']],
    ['views/', ['services/', 'routes/', 'control/']],
    ['store/', ['services/', 'views/', 'routes/', 'control/']],
  ])('nothing in %s imports %p', (layer, forbidden) => {
    const files = sourcesUnder(join(SRC, layer));
    expect(files.length).toBeGreaterThan(5);
    const upward = files.flatMap((path) =>
      importsOf(path)
        .filter((target) => forbidden.some((f) => target.startsWith(f)))
        .map((target) => `${nameOf(path)} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('the control API lives in control/ alone', () => {
    const elsewhere = sourcesUnder(SRC)
      .map(nameOf)
      .filter((name) => !name.startsWith('control/') && /(^|\/)control[^/]*\.ts$/.test(name));
    expect(elsewhere).toEqual([]);
    expect(importsOf(join(SRC, 'app.ts'))).toContain('control/plugin');
  });
});
