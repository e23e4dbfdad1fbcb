import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunk-load';
import type { Namespace } from '../locales';

/** Loads namespaces an area needs (lib/i18n loadTexts); rejects when they do not arrive. */
export type LoadTexts = (namespaces: readonly Namespace[]) => Promise<void>;

export interface LazyAreaOptions {
  /** Absent (most tests): every namespace is bundled, nothing to load. */
  loadTexts?: LoadTexts;
  /** The chunk load timeout (part 1 section 9: 120000 ms). */
  chunkTimeoutMs?: number;
  /**
   * Awaited before each area's load starts (bootstrap: the next task). The router starts every
   * matched area's load within its own start; each load links the area's files (Vite's chunk
   * loader adds a preload link per file, about a millisecond each) and asks for its texts, so
   * on a phone the start and the loads were one long task. Absent (most tests): at once.
   */
  beforeLoad?: () => Promise<void>;
}

type Lazy = () => Promise<unknown>;

/** The route's key in the texts table: its id when it has one, else its path. */
const keyOf = (route: RouteObject) => route.id ?? route.path;

/**
 * Every lazy route of the tree loads its chunk through loadChunk (ChunkLoadError on a failure or
 * after the time-out, which the root's error boundary shows as the refresh dialog) and, in
 * parallel, the texts of its area: `texts` names the namespaces of a route (by id or path) for
 * its whole subtree, added to those of the routes above it.
 */
export function lazyAreas(
  routes: RouteObject[],
  texts: Readonly<Record<string, readonly Namespace[]>>,
  options: LazyAreaOptions = {},
  inherited: readonly Namespace[] = [],
): RouteObject[] {
  return routes.map((route) => {
    const key = keyOf(route);
    const own = key === undefined ? undefined : texts[key];
    const namespaces = own ? [...new Set([...inherited, ...own])] : inherited;
    const next: { lazy?: unknown; children?: RouteObject[] } = { ...route };
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      const { loadTexts, chunkTimeoutMs, beforeLoad } = options;
      const load = lazy as Lazy;
      const withTexts: Lazy =
        loadTexts && namespaces.length > 0
          ? async () => (await Promise.all([load(), loadTexts(namespaces)]))[0]
          : load;
      next.lazy = beforeLoad
        ? async () => {
            await beforeLoad();
            return loadChunk(withTexts, chunkTimeoutMs);
          }
        : () => loadChunk(withTexts, chunkTimeoutMs);
    }
    if (route.children) {
      next.children = lazyAreas(route.children, texts, options, namespaces);
    }
    return next as RouteObject;
  });
}
