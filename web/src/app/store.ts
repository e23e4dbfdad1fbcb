import {
  configureStore,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { channel, type Saga } from 'redux-saga';
import type { ApiClient } from '../lib/api-client';
import type { ThunkExtra } from '../lib/rtk-api';
import type { Navigate, SagaContext } from '../lib/saga-context';
import { loadStoredSession, type RefreshSession } from '../lib/session';
import { onStorePart } from '../lib/store-parts';
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
  // RTK Query's middleware joins here when it loads (lib/store-parts.ts), where it always stood.
  const parts = createDynamicMiddleware();
  const store = configureStore({
    // typed with every part (RootState): each part's state exists once its code, the only reader, has loaded
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(parts.middleware, sagaMiddleware),
  });
  // Sagas of parts that load later, forked by the root saga (app/root-saga.ts).
  const partSagas = channel<Saga<[]>>();
  onStorePart((part) => {
    Object.entries(part.reducers ?? {}).forEach(([reducerPath, reducer]) =>
      rootReducer.inject({ reducerPath, reducer }),
    );
    if (part.middleware) parts.addMiddleware(part.middleware);
    // The part's state exists before any screen reads it.
    store.dispatch({ type: 'store/partAdded', payload: part.name });
    if (part.saga) partSagas.put(part.saga);
  });
  const startSagas = (navigate: Navigate) => {
    sagaMiddleware.setContext({ navigate });
    return sagaMiddleware.run(rootSaga, { ...sagas, partSagas });
  };
  return { store, startSagas };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
