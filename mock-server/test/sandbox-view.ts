import { CALLS, DEMO_USERS, MOCK_SANDBOX_HEADER } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { send } from './helpers';

/** The app as a caller in one sandbox sees it: every inject names the sandbox. */
export const inSandbox = (app: MockApp, id: string): MockApp => {
  const view = Object.create(app) as MockApp;
  view.inject = ((options: { headers?: Record<string, string> }) =>
    app.inject({
      ...options,
      headers: { ...options.headers, [MOCK_SANDBOX_HEADER]: id },
    } as never)) as never;
  return view;
};

const hr = DEMO_USERS.hr;
/** The HR user's password step with a wrong password (three lock the account). */
export const wrongPassword = (app: MockApp) =>
  send(app, CALLS.authenticate, { body: { userName: hr.email, password: 'Wrong#1xyz' } });
/** The HR user's password step with the right password. */
export const rightPassword = (app: MockApp) =>
  send(app, CALLS.authenticate, { body: { userName: hr.email, password: hr.password } });
/** The world's mock time (GET /__mock/clock). */
export const clockOf = async (app: MockApp) =>
  ((await app.inject({ method: 'GET', url: '/__mock/clock' })).json() as { now: string }).now;
