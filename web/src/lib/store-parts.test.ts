import { createSlice } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { fakeApi } from '@test/fake-api';
import { createAppStore } from '../app/store';
import { emptySession } from './session';
import { addStorePart, storePartResets } from './store-parts';

/*
 * Parts of the store that load with their area (RTK Query, the members' flows) join every store,
 * whether it was made before or after they loaded, with their state, middleware and saga.
 */
const counter = createSlice({
  name: 'partCounter',
  initialState: { count: 0, echoed: 0 },
  reducers: {
    bumped: (state) => {
      state.count += 1;
    },
    echoed: (state) => {
      state.echoed += 1;
    },
    cleared: () => ({ count: 0, echoed: 0 }),
  },
});
const { bumped, echoed, cleared } = counter.actions;

function* echoSaga(): SagaIterator<void> {
  for (;;) {
    yield take(bumped.type);
    yield put(echoed());
  }
}

const seen: string[] = [];
const recorder = () => (next: (action: unknown) => unknown) => (action: unknown) => {
  seen.push((action as { type: string }).type);
  return next(action);
};

type WithCounter = { partCounter?: { count: number; echoed: number } };
const storeOf = () =>
  createAppStore(
    { api: fakeApi({}), sagas: { pollRemoteConfig: false } },
    { session: emptySession },
  );

describe('store parts', () => {
  it('join a store made before they load: state at once, middleware, saga once sagas run, reset', () => {
    const { store, startSagas } = storeOf();
    const state = () => (store.getState() as WithCounter).partCounter;
    expect(state()).toBeUndefined();
    expect(storePartResets()).toEqual([]);

    addStorePart({
      name: 'partCounter',
      reducers: { partCounter: counter.reducer },
      middleware: recorder,
      saga: echoSaga,
      reset: cleared,
    });
    expect(state()).toEqual({ count: 0, echoed: 0 });
    store.dispatch(bumped());
    expect(state()).toEqual({ count: 1, echoed: 0 });
    expect(seen).toContain(bumped.type);

    const task = startSagas(jest.fn());
    store.dispatch(bumped());
    expect(state()).toEqual({ count: 2, echoed: 1 });
    expect(storePartResets()).toEqual([cleared()]);

    // The part's saga stops with the store's sagas.
    task.cancel();
    store.dispatch(bumped());
    expect(state()).toEqual({ count: 3, echoed: 1 });
  });

  it('join a store made after they loaded, once (a second registration is ignored)', () => {
    addStorePart({ name: 'partCounter', reducers: { partCounter: counter.reducer } });
    const { store, startSagas } = storeOf();
    const task = startSagas(jest.fn());
    expect((store.getState() as WithCounter).partCounter).toEqual({ count: 0, echoed: 0 });
    store.dispatch(bumped());
    expect((store.getState() as WithCounter).partCounter).toEqual({ count: 1, echoed: 1 });
    task.cancel();
  });
});
