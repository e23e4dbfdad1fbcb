import { createHashRouter, type RouteObject } from 'react-router-dom';
import type { LazyAreaOptions } from './lazy-areas';
import { createRoutes } from './routes';
import type { AppStore } from './store';

/**
 * The portal's router over its route table. `betweenSteps` hands the thread back between the
 * table's making and the router's start (its first match and area loads): one task of 50-130 ms
 * on Lighthouse's phone (4x slower CPU) before; at once when absent.
 */
export async function createAppRouter(
  store: AppStore,
  lazyOptions?: LazyAreaOptions,
  betweenSteps?: () => Promise<void>,
) {
  const routes: RouteObject[] = createRoutes(store, lazyOptions);
  if (betweenSteps) await betweenSteps();
  return createHashRouter(routes);
}
export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
