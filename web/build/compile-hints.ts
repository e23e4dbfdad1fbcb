import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * every function compiled eagerly, on the thread that streams the script in as it downloads,
 * instead of lazily on the main thread the first time each function runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of a bundle's files the hint reads and writes. */
export interface HintedChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId?: string | null;
  code: string;
}
interface MapAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
export type BundleFile = HintedChunk | MapAsset | { type: string; fileName: string };

/**
 * Puts the hint on the first line of each chunk `wanted` names, and shifts its source map one
 * line down (each `;` of a map's mappings is one generated line), so the map still points at the
 * right sources. Added once the chunk is final (generateBundle): the minifier would drop it.
 */
export function addCompileHints(
  bundle: Record<string, BundleFile>,
  wanted: (chunk: HintedChunk) => boolean,
): string[] {
  const hinted: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const chunk = file as HintedChunk;
    if (!wanted(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = bundle[`${chunk.fileName}.map`] as MapAsset | undefined;
    if (map?.type === 'asset') {
      const json = JSON.parse(
        typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
      ) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
    hinted.push(chunk.fileName);
  }
  return hinted;
}

/**
 * The portal's chunks with the compile hint, all but the page's entries (index.html's script runs
 * before the first paint and is small: its functions compile at once on the main thread, where an
 * eager compile of all of them would delay that paint). On Lighthouse's phone, the first calls of
 * the portal's start (its texts, store, router, sagas, the first render) were tasks of 50-130 ms
 * of which lazy compiling was a large part.
 */
export const compileHints = (isPageEntry: (chunk: HintedChunk) => boolean): Plugin => ({
  name: 'mo:compile-hints',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    addCompileHints(
      bundle as unknown as Record<string, BundleFile>,
      (chunk) => !isPageEntry(chunk),
    );
  },
});
