import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ApiClient } from './api-client';

/** Navigation from sagas: app/ puts the router's navigate here. */
export type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/** What app/ puts in the saga context (tests put fakes). */
export interface SagaContext {
  api: ApiClient;
  navigate: Navigate;
  /** The idle time-out's expired-token path (app/session-wiring.ts); absent in tests. */
  refreshSession?: () => Promise<unknown>;
}

export function* getApi(): SagaIterator<ApiClient> {
  return (yield getContext('api')) as ApiClient;
}

export function* getNavigate(): SagaIterator<Navigate> {
  return (yield getContext('navigate')) as Navigate;
}
