import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type MappingItem, type RawSourceMap } from 'source-map-js';

interface Chunk {
  file: string;
  /** The module a chunk is named after; a chunk made by a group of vite.config.ts has its name. */
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, Chunk>;

/** Vite's manifest and the build folder its file names are relative to. */
const readManifest = (manifestPath: string) => ({
  manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
  dist: join(dirname(manifestPath), '..'),
});

/** Adds the chunk at `key` and, depth first, its static imports to `files` (each once). */
const addWithImports = (manifest: Manifest, files: Set<string>, key: string): void => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach((imported) => addWithImports(manifest, files, imported));
};

/** The gzip bytes of the JavaScript files among `files`. */
const gzipJs = (dist: string, files: Iterable<string>) =>
  [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);

/**
 * JavaScript a route loads: the entry with its static imports, plus the lazy chunks whose source
 * (or, for a group's chunk, name) matches `route` with their static imports. `everything` sums every JS file of the build.
 */
export const jsLoadedBy = (manifestPath: string, route: RegExp, everything = false) => {
  const { manifest, dist } = readManifest(manifestPath);
  const files = new Set<string>();
  const visit = (key: string) => addWithImports(manifest, files, key);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (everything || chunk.isEntry) visit(key);
    const source = chunk.src ?? chunk.name;
    if (!everything && source && route.test(source) && !chunk.isEntry) {
      // a lazy chunk of the route
      const isLazyTarget = Object.values(manifest).some((c) => c.dynamicImports?.includes(key));
      if (isLazyTarget) visit(key);
    }
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { files: js, gzipBytes: gzipJs(dist, js) };
};

/**
 * Per lazily loaded area: the gzip bytes it adds on top of the entry (its chunk and the static
 * imports the entry does not already load), keyed by the area's source path.
 */
export const jsPerArea = (manifestPath: string) => {
  const { manifest, dist } = readManifest(manifestPath);
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) addWithImports(manifest, files, key);
    return files;
  };
  const gzip = (files: Iterable<string>) => gzipJs(dist, files);
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entry = closure(entryKeys);
  const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  return {
    entryGzipBytes: gzip(entry),
    areas: [...lazy].sort().map((key) => {
      const own = [...closure([key])].filter((f) => !entry.has(f));
      return { area: manifest[key]?.src ?? manifest[key]?.name ?? key, gzipBytes: gzip(own) };
    }),
  };
};

/** The libraries the stack decision fixes (../shared/GUIDE.md): what any portal route must load. */
export const STACK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'axios',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'redux',
  '@reduxjs/toolkit',
  'immer',
  'reselect',
  'redux-thunk',
  'react-redux',
  'use-sync-external-store',
  '@redux-saga/core',
  '@redux-saga/is',
  '@redux-saga/symbols',
  '@redux-saga/delay-p',
  '@redux-saga/deferred',
  'redux-saga',
] as const;

const packageOf = (source: string | null): string => {
  if (!source) return '(runtime)';
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return '(portal code)';
  const [scope, name] = source.slice(i + 'node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? '?');
};

/**
 * Gzip bytes of `files` (built JS with their source maps) by npm package, the portal's own code as
 * "(portal code)": each generated character is attributed to the source its mapping names, each
 * package's text gzipped on its own, then scaled so the parts add up to the files' real gzip size.
 */
export const gzipByPackage = (dist: string, files: readonly string[]): Map<string, number> => {
  const raw = new Map<string, number>();
  let realTotal = 0;
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    realTotal += gzipSync(code).length;
    const mapPath = join(dist, `${file}.map`);
    const texts = new Map<string, string[]>();
    const add = (pkg: string, text: string) => {
      const list = texts.get(pkg) ?? [];
      list.push(text);
      texts.set(pkg, list);
    };
    let map: RawSourceMap | undefined;
    try {
      map = JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap;
    } catch {
      add('(no source map)', code);
    }
    if (map) {
      const lines = code.split('\n');
      const segments: MappingItem[] = [];
      new SourceMapConsumer(map).eachMapping(
        (m) => segments.push(m),
        null,
        SourceMapConsumer.GENERATED_ORDER,
      );
      segments.forEach((segment, i) => {
        const line = lines[segment.generatedLine - 1] ?? '';
        const next = segments[i + 1];
        const end =
          next?.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
        add(packageOf(segment.source), line.slice(segment.generatedColumn, end));
      });
    }
    for (const [pkg, parts] of texts) {
      raw.set(pkg, (raw.get(pkg) ?? 0) + gzipSync(parts.join('')).length);
    }
  }
  const rawTotal = [...raw.values()].reduce((a, b) => a + b, 0);
  const scaled = new Map<string, number>();
  for (const [pkg, bytes] of [...raw].sort((a, b) => b[1] - a[1])) {
    scaled.set(pkg, rawTotal === 0 ? 0 : (bytes * realTotal) / rawTotal);
  }
  return scaled;
};
