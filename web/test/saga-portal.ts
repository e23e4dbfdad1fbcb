import { createAppStore } from '../src/app/store';
import { emptySession } from '../src/lib/session';
import { fakeApi, type FakeHandlers } from './fake-api';

const running: Array<{ cancel: () => void }> = [];
afterEach(() => running.splice(0).forEach((task) => task.cancel()));

/**
 * The real store and sagas of a signed-out portal, with a fake API client and a recording
 * navigate; the sagas are cancelled after each test.
 */
export function startSignedOutPortal(handlers: FakeHandlers) {
  const api = fakeApi(handlers);
  const navigate = jest.fn();
  const { store, startSagas } = createAppStore(
    { api, sagas: { pollRemoteConfig: false } },
    { session: emptySession },
  );
  const task = startSagas(navigate);
  running.push(task);
  const ids = () => api.calls.map((c) => c.id);
  return { api, navigate, store, task, ids };
}

export type SagaPortal = ReturnType<typeof startSignedOutPortal>;
