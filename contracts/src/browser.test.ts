import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as browser from './browser';
import Type from 'typebox';
import { CALLS, defineCall } from './calls';
import { CALL_ROUTES } from './routes';
import * as index from './index';

/** The modules a file loads at run time: its imports and re-exports that are not type-only. */
const runtimeImports = (source: string): string[] =>
  [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);

/** A relative specifier's file: `x.ts`, or a folder's `x/index.ts`. */
const moduleFile = (path: string) =>
  existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts');

/** Every module browser.ts reaches at run time, and the packages among them. */
const reach = (entry: string) => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(moduleFile(resolve(dirname(file), specifier)));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
};

describe('the browser view of the contracts', () => {
  it('reaches no package at run time (no typebox, no schema objects)', () => {
    const { files, packages } = reach(join(__dirname, 'browser.ts'));
    expect([...packages]).toEqual([]);
    // The schema modules stay out (each imports typebox).
    const names = [...files].map((file) => file.slice(__dirname.length + 1));
    expect(names).toContain('routes/index.ts');
    expect(names).not.toContain('calls/index.ts');
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/from 'typebox/);
  });

  it('finds a value import of typebox (the check above can fail)', () => {
    expect(runtimeImports("import Type from 'typebox';\nimport type { X } from './y';")).toEqual([
      'typebox',
    ]);
    expect(runtimeImports("export * from './a';\nexport type { B } from './b';")).toEqual(['./a']);
  });

  it('exports the very values index.ts exports (one module each, no copies)', () => {
    const exported = Object.entries(browser);
    expect(exported.length).toBeGreaterThan(50);
    for (const [name, value] of exported) {
      expect((index as Record<string, unknown>)[name]).toBe(value);
    }
  });
});

describe('CALL_ROUTES (the one place route facts are written)', () => {
  it('has every call of CALLS and no other', () => {
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as Array<keyof typeof CALLS>)(
    "builds CALLS.%s on its own route (not on another call's entry)",
    (id) => {
      const { dataRequired: _stated, ...facts } = CALL_ROUTES[id];
      expect(CALL_ROUTES[id].id).toBe(id);
      expect(CALLS[id]).toMatchObject(facts);
      expect(Object.keys(CALLS[id])).not.toContain('dataRequired');
    },
  );

  it('refuses a call whose data schema disagrees with its route on dataRequired', () => {
    const route = { ...CALL_ROUTES.passwordKey, id: 'probe' };
    const data = Type.Object({ keyId: Type.String() });
    expect(defineCall({ ...route, dataRequired: true }, { summary: 'probe', data })).toMatchObject({
      id: 'probe',
    });
    expect(() => defineCall({ ...route, dataRequired: false }, { summary: 'probe', data })).toThrow(
      /probe/,
    );
    const empty = Type.Object({});
    expect(() =>
      defineCall({ ...route, dataRequired: true }, { summary: 'probe', data: empty }),
    ).toThrow(/dataRequired/);
  });
});
