import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ApiClient } from './api-client';
import type { RefreshSession } from './session/idle-saga';

/** Navigation from sagas: app/ puts the router's navigate here. */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;

/** What app/ puts in the saga context (tests put fakes). */
export interface SagaContext {
  api: ApiClient;
  navigate: Navigate;
  /** Renews the stored session (app/session-wiring.ts): GW1033 and the idle time-out. */
  refreshSession?: RefreshSession;
}

export function* getApi(): SagaIterator<ApiClient> {
  return (yield getContext('api')) as ApiClient;
}

export function* getNavigate(): SagaIterator<Navigate> {
  return (yield getContext('navigate')) as Navigate;
}
