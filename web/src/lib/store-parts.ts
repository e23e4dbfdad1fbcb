import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A part of the store that loads with the code that uses it instead of with every page: RTK
 * Query (lib/rtk-api.ts) when the first screen that reads data through it loads, an area's state
 * and sagas with the area (the members' add and bulk flows). app/store.ts adds every part to
 * every store, so the entry and the sign-in page carry none of them.
 */
export interface StorePart {
  /** Registered once by name. */
  name: string;
  /** State keys and their reducers. */
  reducers?: Readonly<Record<string, Reducer>>;
  middleware?: Middleware;
  /** A long-running saga, forked by the store's root saga (at once when that already runs). */
  saga?: Saga<[]>;
  /** The action that empties the part (put on sign-out). */
  reset?: () => UnknownAction;
}

const parts: StorePart[] = [];
const listeners = new Set<(part: StorePart) => void>();

/** Registers a part once: every store made so far and every later one gets it. */
export function addStorePart(part: StorePart): void {
  if (parts.some((known) => known.name === part.name)) return;
  parts.push(part);
  listeners.forEach((listener) => listener(part));
}

/** Calls `listener` with every part registered so far and every later one; answers the stop. */
export function onStorePart(listener: (part: StorePart) => void): () => void {
  parts.forEach(listener);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The actions that empty the parts loaded so far (none loaded: nothing to empty). */
export const storePartResets = (): UnknownAction[] =>
  parts.flatMap((part) => (part.reset ? [part.reset()] : []));

/**
 * The store parts of an area's lazy chunks, by the route (id or path) whose chunk carries them:
 * a feature's index exports its table, app/ adds each part as its route loads (app/area-parts.ts).
 */
export type AreaParts = Readonly<Record<string, () => Promise<readonly StorePart[]>>>;
