import { createSlice } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router-dom';
import { fakeApi } from '@test/fake-api';
import { emptySession } from '../lib/session';
import { withAreaParts } from './area-parts';
import { createAppStore } from './store';

/*
 * An area's store parts join the store when app/ loads the route whose chunk carries them, and
 * not before: importing the module that defines them adds nothing.
 */
const area = createSlice({ name: 'areaPart', initialState: { opened: true }, reducers: {} });
type WithArea = { areaPart?: { opened: boolean } };
type Lazy = () => Promise<unknown>;

const tree = (): RouteObject[] => [
  {
    path: '/',
    children: [
      { id: 'area', lazy: () => Promise.resolve({ Component: () => null }) },
      { path: 'other', lazy: () => Promise.resolve({ Component: () => null }) },
    ],
  },
];

describe('withAreaParts', () => {
  it('adds the parts of a route to the store as that route loads, with its chunk', async () => {
    const loadParts = jest.fn(() =>
      Promise.resolve([{ name: 'areaPart', reducers: { areaPart: area.reducer } }]),
    );
    const { store } = createAppStore(
      { api: fakeApi({}), sagas: { pollRemoteConfig: false } },
      { session: emptySession },
    );
    const [root] = withAreaParts(tree(), { area: loadParts });
    const [withParts, other] = root!.children!;

    await (other!.lazy as Lazy)();
    expect(loadParts).not.toHaveBeenCalled();
    expect((store.getState() as WithArea).areaPart).toBeUndefined();

    await expect((withParts!.lazy as Lazy)()).resolves.toHaveProperty('Component');
    expect(loadParts).toHaveBeenCalledTimes(1);
    expect((store.getState() as WithArea).areaPart).toEqual({ opened: true });
  });
});
