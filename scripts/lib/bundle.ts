import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * JavaScript a route loads: the entry with its static imports, plus the lazy chunks whose source
 * matches `route` with their static imports. `everything` sums every JS file of the build.
 */
export const jsLoadedBy = (manifestPath: string, route: RegExp, everything = false) => {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const dist = join(dirname(manifestPath), '..');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (everything || chunk.isEntry) visit(key);
    if (!everything && chunk.src && route.test(chunk.src) && !chunk.isEntry) {
      // a lazy chunk of the route
      const isLazyTarget = Object.values(manifest).some((c) => c.dynamicImports?.includes(key));
      if (isLazyTarget) visit(key);
    }
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const gzipBytes = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { files: js, gzipBytes };
};

/**
 * Per lazily loaded area: the gzip bytes it adds on top of the entry (its chunk and the static
 * imports the entry does not already load), keyed by the area's source path.
 */
export const jsPerArea = (manifestPath: string) => {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const dist = join(dirname(manifestPath), '..');
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const gzip = (files: Iterable<string>) =>
    [...files]
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entry = closure(entryKeys);
  const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  return {
    entryGzipBytes: gzip(entry),
    areas: [...lazy].sort().map((key) => {
      const own = [...closure([key])].filter((f) => !entry.has(f));
      return { area: manifest[key]?.src ?? key, gzipBytes: gzip(own) };
    }),
  };
};
