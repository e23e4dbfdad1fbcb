import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import { gzipByPackage } from './bundle';

describe('gzipByPackage', () => {
  const build = () => {
    const dist = mkdtempSync(join(tmpdir(), 'bundle-test-'));
    const library = 'function libraryCode(){return "from the library, repeated words words";}';
    const portal = 'function portalCode(){return "portal";}';
    const code = `${library}${portal}`;
    const map = new SourceMapGenerator({ file: 'a.js' });
    map.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: '../../node_modules/@scope/lib/index.js',
    });
    map.addMapping({
      generated: { line: 1, column: library.length },
      original: { line: 1, column: 0 },
      source: '../src/app/main.ts',
    });
    writeFileSync(join(dist, 'a.js'), code);
    writeFileSync(join(dist, 'a.js.map'), map.toString());
    return { dist, code };
  };

  it('names each scoped package and the portal code, the parts adding up to the real gzip size', () => {
    const { dist, code } = build();
    const parts = gzipByPackage(dist, ['a.js']);
    expect([...parts.keys()].sort()).toEqual(['(portal code)', '@scope/lib']);
    const sum = [...parts.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(gzipSync(code).length, 6);
    // the library's text is the longer one: it weighs more
    expect(parts.get('@scope/lib')!).toBeGreaterThan(parts.get('(portal code)')!);
  });

  it('counts a file without a source map whole, under its own name', () => {
    const { dist } = build();
    writeFileSync(join(dist, 'b.js'), 'console.log(1)');
    const parts = gzipByPackage(dist, ['b.js']);
    expect([...parts.keys()]).toEqual(['(no source map)']);
  });
});
