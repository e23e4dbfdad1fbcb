import { createMemoryRouter } from 'react-router-dom';
import { createConfig } from '../lib/config';
import { nextTask } from '../lib/next-task';
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
  it('hands the thread back before each costly step: the store, the router, the sagas', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    const app = await bootstrap(createConfig({}), { yieldToBrowser });
    expect(yieldToBrowser).toHaveBeenCalledTimes(3);
    expect(app.router.state.location.pathname).toBeDefined();
    expect(app.store.getState().session).toBeDefined();
    expect(app.sagas.isRunning()).toBe(true);
    app.sagas.cancel();
    app.router.dispose();
  });
});
