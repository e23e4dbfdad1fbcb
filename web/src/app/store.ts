import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiClient } from '../lib/api-client';
import { baseApi, type ThunkExtra } from '../lib/rtk-api';
import type { Navigate, SagaContext } from '../lib/saga-context';
import { loadStoredSession, type RefreshSession } from '../lib/session';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga, type SagaOptions } from './root-saga';

export interface StoreDependencies {
  api: ApiClient;
  sagas?: SagaOptions;
  /** Renews the stored session (GW1033 recovery, idle time-out); absent in most tests. */
  refreshSession?: RefreshSession;
}

/**
 * The store with its saga middleware. Sagas start once the router exists (startSagas), because
 * they navigate through it; the API client reaches sagas and RTK Query by injection, so tests
 * run the real store against a fake client.
 */
export function createAppStore(
  { api, sagas, refreshSession }: StoreDependencies,
  preloadedState: Partial<RootState> = { session: loadStoredSession() },
) {
  const sagaMiddleware = createSagaMiddleware<Partial<SagaContext>>({
    context: { api, refreshSession },
  });
  const extra: ThunkExtra = { api };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware, sagaMiddleware),
  });
  const startSagas = (navigate: Navigate) => {
    sagaMiddleware.setContext({ navigate });
    return sagaMiddleware.run(rootSaga, sagas);
  };
  return { store, startSagas };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
