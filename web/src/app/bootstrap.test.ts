import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { CALL_ROUTES, MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { createMemoryRouter } from 'react-router-dom';
import { createConfig } from '../lib/config';
import { readSandbox } from '../lib/mock-sandbox';
import { nextTask } from '../lib/next-task';
import { TAB_KEYS, clearUserData } from '../lib/storage';
import { bootstrap, whenFirstScreenReady } from './bootstrap';

const page = () => null;

/** A router whose first screen's code arrives when `arrive` is called. */
const routerWithLazyFirstScreen = () => {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [{ path: '/', lazy: async () => (await code, { Component: page }) }],
    { initialEntries: ['/'] },
  );
  return { router, arrive };
};

describe('whenFirstScreenReady', () => {
  afterEach(() => jest.useRealTimers());

  it('answers at once for a router whose first screen needs nothing loaded', async () => {
    const router = createMemoryRouter([{ path: '/', Component: page }]);
    await expect(whenFirstScreenReady(router, 400)).resolves.toBe(true);
  });

  it("waits for the first screen's code, then stops listening", async () => {
    const { router, arrive } = routerWithLazyFirstScreen();
    const unsubscribed = jest.fn();
    const subscribe = router.subscribe.bind(router);
    jest.spyOn(router, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = subscribe(listener);
      return () => {
        unsubscribed();
        unsubscribe();
      };
    });
    expect(router.state.initialized).toBe(false);
    const ready = whenFirstScreenReady(router, 60_000);
    let settled = false;
    void ready.then(() => (settled = true));
    await nextTask();
    expect(settled).toBe(false);
    arrive();
    await expect(ready).resolves.toBe(true);
    expect(router.state.initialized).toBe(true);
    expect(unsubscribed).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('gives up after the limit (the loader shows while a slow chunk comes)', async () => {
    jest.useFakeTimers();
    const { router } = routerWithLazyFirstScreen();
    const ready = whenFirstScreenReady(router, 400);
    let answer: boolean | undefined;
    void ready.then((value) => (answer = value));
    await jest.advanceTimersByTimeAsync(399);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
    router.dispose();
  });
});

describe('bootstrap', () => {
  it('hands the thread back before each costly step: the texts, the store, the routes, the router, each saga', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    const app = await bootstrap(createConfig({}), { yieldToBrowser });
    // five steps, then one hand-back between each two of the root saga's seven starts
    expect(yieldToBrowser).toHaveBeenCalledTimes(5 + 6);
    expect(app.router.state.location.pathname).toBeDefined();
    expect(app.store.getState().session).toBeDefined();
    expect(app.sagas.isRunning()).toBe(true);
    app.sagas.cancel();
    app.router.dispose();
  });
});

describe('bootstrap: the calls a task asks for', () => {
  it('sends each call in a later task of its own, in the order asked', async () => {
    const app = await bootstrap(createConfig({}), { yieldToBrowser: () => Promise.resolve() });
    app.sagas.cancel();
    app.router.dispose();
    // (the sagas' own first calls may still be waiting for their turns: only these two count)
    const ours = [CALL_ROUTES.lastLogin.path, CALL_ROUTES.accessibleModules.path];
    const sent: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const path = ours.find((p) => String(config.url).endsWith(p));
      if (path) sent.push(path);
      return { status: 200, statusText: '', data: answerOf({}), headers: {}, config, request: {} };
    };
    app.api.http.defaults.adapter = adapter;
    const calls = [
      app.api.call(CALL_ROUTES.lastLogin).catch(() => null),
      app.api.call(CALL_ROUTES.accessibleModules).catch(() => null),
    ];
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all(calls);
    expect(sent).toEqual(ours);
  });
});

const answerOf = (data: unknown) => ({
  status: 'success',
  message: 'success',
  systemInformation: { errorCode: null, errorMessage: null, details: null },
  data,
});

describe("bootstrap: the mock's sandbox of the tab", () => {
  const answer = {
    status: 'success',
    message: 'success',
    systemInformation: { errorCode: null, errorMessage: null, details: null },
    data: { modules: ['Home'] },
  };
  /** Boots the portal at `address` and answers which sandbox header one of its calls sent. */
  const sandboxSent = async (address: string, env: Record<string, string> = {}) => {
    window.history.replaceState(null, '', address);
    const app = await bootstrap(createConfig(env), { yieldToBrowser: () => Promise.resolve() });
    app.sagas.cancel();
    app.router.dispose();
    const requests: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      return { status: 200, statusText: '', data: answer, headers: {}, config, request: {} };
    };
    app.api.http.defaults.adapter = adapter;
    await app.api.call(CALL_ROUTES.accessibleModules);
    const [request] = requests as [InternalAxiosRequestConfig];
    return AxiosHeaders.from(request.headers).get(MOCK_SANDBOX_HEADER);
  };

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a build for the mock keeps ?sandbox= for the tab, through a sign-out and a reload', async () => {
    await expect(sandboxSent('/?sandbox=demo-ana#/mo/login')).resolves.toBe('demo-ana');
    expect(sessionStorage.getItem(TAB_KEYS.mockSandbox)).toBe('demo-ana');
    clearUserData();
    await expect(sandboxSent('/#/mo/login')).resolves.toBe('demo-ana');
    await expect(sandboxSent('/?sandbox=#/mo/login')).resolves.toBeUndefined();
    await expect(sandboxSent('/?sandbox=NOT_ok#/mo/login')).resolves.toBeUndefined();
    expect(readSandbox()).toBeNull();
  });

  it('a build for a real insurer (VITE_MOCK_SANDBOXES=off) neither reads nor sends it', async () => {
    const off = { VITE_MOCK_SANDBOXES: 'off' };
    await expect(sandboxSent('/?sandbox=demo-ana#/mo/login', off)).resolves.toBeUndefined();
    expect(sessionStorage.getItem(TAB_KEYS.mockSandbox)).toBeNull();
    // not even a sandbox this tab kept from an earlier build
    sessionStorage.setItem(TAB_KEYS.mockSandbox, 'demo-ana');
    await expect(sandboxSent('/#/mo/login', off)).resolves.toBeUndefined();
  });
});
