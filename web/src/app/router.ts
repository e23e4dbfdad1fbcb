import { createHashRouter } from 'react-router-dom';
import type { LazyAreaOptions } from './lazy-areas';
import { createRoutes } from './routes';
import type { AppStore } from './store';

export const createAppRouter = (store: AppStore, lazyOptions?: LazyAreaOptions) =>
  createHashRouter(createRoutes(store, lazyOptions));
export type AppRouter = ReturnType<typeof createAppRouter>;
