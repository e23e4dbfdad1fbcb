import { COMPILE_HINT, addCompileHints, compileHints, type BundleFile } from './compile-hints';

const chunk = (fileName: string, isEntry = false, facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry,
  facadeModuleId,
  code: 'export const a=1;\n//# sourceMappingURL=x.js.map',
});
const mapOf = (fileName: string, mappings: string) => ({
  type: 'asset' as const,
  fileName: `${fileName}.map`,
  source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }),
});

describe("the portal's chunks with V8's compile hint", () => {
  it('puts the hint on the first line of each chunk asked for, and only those', () => {
    const bundle: Record<string, BundleFile> = {
      'vendor.js': chunk('vendor.js'),
      'index.js': chunk('index.js', true, '/web/index.html'),
      'app.css': { type: 'asset', fileName: 'app.css' },
    };
    const hinted = addCompileHints(bundle, (c) => !c.isEntry);
    expect(hinted).toEqual(['vendor.js']);
    const vendor = bundle['vendor.js'] as ReturnType<typeof chunk>;
    expect(vendor.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(vendor.code.split('\n').slice(1).join('\n')).toBe(chunk('vendor.js').code);
    expect((bundle['index.js'] as ReturnType<typeof chunk>).code).toBe(chunk('index.js').code);
  });

  it("shifts the chunk's source map one line down, and hints a chunk once", () => {
    const bundle: Record<string, BundleFile> = {
      'vendor.js': chunk('vendor.js'),
      'vendor.js.map': mapOf('vendor.js', 'AAAA,CAAC;AACA'),
    };
    addCompileHints(bundle, () => true);
    addCompileHints(bundle, () => true);
    const map = JSON.parse(String((bundle['vendor.js.map'] as { source: string }).source)) as {
      mappings: string;
      sources: string[];
    };
    // the hint's line maps to nothing; the code's first line keeps its mappings, now on line 2
    expect(map.mappings).toBe(';AAAA,CAAC;AACA');
    expect(map.sources).toEqual(['a.ts']);
    const code = (bundle['vendor.js'] as ReturnType<typeof chunk>).code;
    expect(code.split(COMPILE_HINT)).toHaveLength(2);
  });

  it("leaves the page's entry (index.html's script) without it, the portal's entry with it", () => {
    const plugin = compileHints((c) => c.isEntry && c.facadeModuleId !== '/web/src/main.tsx');
    const bundle: Record<string, BundleFile> = {
      'index.js': chunk('index.js', true, '/web/index.html'),
      'portal.js': chunk('portal.js', true, '/web/src/main.tsx'),
      'vendor.js': chunk('vendor.js'),
    };
    const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    generate({}, bundle);
    const first = (file: string) =>
      (bundle[file] as ReturnType<typeof chunk>).code.split('\n')[0] === COMPILE_HINT;
    expect([first('index.js'), first('portal.js'), first('vendor.js')]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
