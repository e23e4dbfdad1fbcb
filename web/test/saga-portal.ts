import { waitFor } from '@testing-library/react';
import { createAppStore } from '../src/app/store';
import { PATHS } from '../src/lib/paths';
import { emptySession } from '../src/lib/session';
import { FOCUS_HEADING_STATE } from '../src/lib/use-arrival-focus';
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

/** Waits until the sagas have sent the user on to the dashboard, its heading to take the focus. */
export const waitForDashboard = (portal: SagaPortal) =>
  waitFor(() =>
    expect(portal.navigate).toHaveBeenLastCalledWith(PATHS.home, {
      replace: true,
      state: FOCUS_HEADING_STATE,
    }),
  );
