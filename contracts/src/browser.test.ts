import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as browser from './browser';
import { CALLS } from './calls';
import { CALL_ROUTES } from './call-routes';
import * as index from './index';

/** The modules a file loads at run time: its imports and re-exports that are not type-only. */
const runtimeImports = (source: string): string[] =>
  [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);

/** Every module browser.ts reaches at run time, and the packages among them. */
const reach = (entry: string) => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
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
    expect(names).toContain('call-routes.ts');
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

describe('CALL_ROUTES', () => {
  it('has every call of CALLS and no other', () => {
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as Array<keyof typeof CALLS>)(
    'routes %s as CALLS does (area, method, path, auth, success, encoding, data)',
    (id) => {
      const call = CALLS[id];
      const required = (call.data as { required?: unknown }).required;
      expect(CALL_ROUTES[id]).toEqual({
        id: call.id,
        area: call.area,
        method: call.method,
        path: call.path,
        auth: call.auth,
        success: call.success,
        ...(call.bodyEncoding ? { bodyEncoding: call.bodyEncoding } : {}),
        dataRequired: Array.isArray(required) && required.length > 0,
      });
    },
  );
});
