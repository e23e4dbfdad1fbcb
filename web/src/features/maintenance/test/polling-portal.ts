import { createAppStore } from '@/app/store';
import { emptySession } from '@/lib/session';
import { fakeApi, type FakeHandlers } from '@test/fake-api';

type SagaOptions = Parameters<typeof createAppStore>[0]['sagas'];

/**
 * The real store and sagas of a signed-out portal with the remote configuration polled (answered
 * by `remoteConfig`; `sagas` as app/store takes them), a recording navigate, and a clock call that fails, so the sagas fall back
 * to the local clock at UTC+7.
 */
export function startPolling(remoteConfig: FakeHandlers['remoteConfig'], sagas?: SagaOptions) {
  const api = fakeApi({
    remoteConfig,
    getSysParam: () => {
      throw new Error('offline clock: fall back to local UTC+7');
    },
  });
  const navigate = jest.fn();
  const { store, startSagas } = createAppStore({ api, sagas }, { session: emptySession });
  const task = startSagas(navigate);
  return { api, navigate, store, task };
}

/** Fake timers for each test of the file, the clock at `now`; real ones after each. */
export function fakeClockAt(now: number) {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(now);
  });
  afterEach(() => jest.useRealTimers());
}
