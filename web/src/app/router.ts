import { createHashRouter } from 'react-router-dom';
import { createRoutes } from './routes';
import type { AppStore } from './store';

export const createAppRouter = (store: AppStore) => createHashRouter(createRoutes(store));
export type AppRouter = ReturnType<typeof createAppRouter>;
