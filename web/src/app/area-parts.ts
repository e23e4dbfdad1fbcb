import type { RouteObject } from 'react-router-dom';
import { addStorePart, type AreaParts } from '../lib/store-parts';

type Lazy = () => Promise<unknown>;

/**
 * The store parts an area's chunk carries join the store as the route that loads the chunk
 * loads (`parts` names them by route id or path: each feature's index exports its table), and
 * before its screens render, which read them. app/ adds them, not the modules that define them.
 */
export function withAreaParts(routes: RouteObject[], parts: AreaParts): RouteObject[] {
  return routes.map((route) => {
    const next: { lazy?: unknown; children?: RouteObject[] } = { ...route };
    const key = route.id ?? route.path;
    const loadParts = key === undefined ? undefined : parts[key];
    if (loadParts && typeof route.lazy === 'function') {
      const load = route.lazy as Lazy;
      next.lazy = async () => {
        const [result, loaded] = await Promise.all([load(), loadParts()]);
        loaded.forEach(addStorePart);
        return result;
      };
    }
    if (route.children) next.children = withAreaParts(route.children, parts);
    return next as RouteObject;
  });
}
