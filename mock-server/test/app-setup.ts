import type { BuildOptions, MockApp } from '../src/app';
import { testApp } from './helpers';

/** The control API's reset: the seed, clock, inbox and armed scenarios as they started. */
export const resetMock = async (app: MockApp): Promise<void> => {
  await app.inject({ method: 'POST', url: '/__mock/reset' });
};

/**
 * A test app (testApp, with the options) for the enclosing describe block: built before its
 * tests, handed to `ready` (which may first set the clock or sign in), closed after them.
 */
export const useTestApp = (ready: (app: MockApp) => unknown, options: BuildOptions = {}): void => {
  let app: MockApp | undefined;
  beforeAll(async () => {
    app = await testApp(options);
    await ready(app);
  });
  afterAll(() => app?.close());
};

/** As useTestApp, and the mock reset before each test: every test starts from the seed. */
export const useResetApp = (ready: (app: MockApp) => void, options: BuildOptions = {}): void => {
  let app: MockApp | undefined;
  useTestApp((built) => {
    app = built;
    ready(built);
  }, options);
  beforeEach(() => resetMock(app!));
};
