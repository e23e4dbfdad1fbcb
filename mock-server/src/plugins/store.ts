import { buildSeed, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { memberBook } from '../services/member-book';
import { MockStore } from '../store/store';

/**
 * Soon after the server listens, the member list's book and its indexes are built in turns of the
 * event loop (one index per turn, so requests interleave), instead of by the first queries: with
 * 100,000 members the first search of each sort order would otherwise take a second. The warming
 * waits WARM_AFTER_MS first, so the server's first answers (health checks, the portal's first
 * calls) never queue behind an index build. Tests that only `inject` never listen and keep
 * building on first use. A reset's new book builds on use.
 */
const WARM_AFTER_MS = 1000;
const warmIndexesOnListen = (app: FastifyInstance): void => {
  let closed = false;
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    done();
  });
  app.addHook('onListen', (done) => {
    const steps: (() => void)[] = [() => steps.push(...memberBook(app).warmSteps())];
    const next = () => {
      const step = steps.shift();
      if (closed || !step) return;
      step();
      setImmediate(next);
    };
    setTimeout(next, WARM_AFTER_MS).unref();
    done();
  });
};

/**
 * Builds the seed now and loads it into the app's store: the demo passwords are hashed (scrypt,
 * on libuv's threads) while the caller goes on registering the routes, so the two overlap; with
 * `passwordsInBackground` the store does not wait for them at all (sign-ins and password changes
 * wait for `store.passwordsReady` instead). The
 * returned promise settles when the store is loaded, with the error if loading failed (never
 * rejects, so it can wait unobserved); `app.store` is usable from then on, and buildApp awaits it
 * before returning, so nothing (no health answer) sees the app without its seed.
 */
export const setupStore = (
  app: FastifyInstance,
  seed: SeedOptions,
  { passwordsInBackground = false }: { passwordsInBackground?: boolean } = {},
): Promise<Error | null> => {
  const started = performance.now();
  let store: MockStore | undefined;
  app.decorate('store', {
    getter: (): MockStore => {
      if (!store) throw new Error('the mock store is still loading');
      return store;
    },
  });
  warmIndexesOnListen(app);
  // The store starts on this build itself and rebuilds the seed for its first reset.
  return MockStore.load(buildSeed(seed), () => buildSeed(seed), {
    waitForPasswords: !passwordsInBackground,
  }).then(
    (loaded) => {
      store = loaded;
      // Waited for by sign-ins; a failure is logged here too, so it is never an unhandled one.
      loaded.passwordsReady.catch((error: unknown) =>
        app.log.error({ err: error }, 'hashing the seed passwords failed'),
      );
      app.log.debug(
        {
          ms: Math.round(performance.now() - started),
          users: loaded.users.size,
          companies: loaded.companies.size,
          members: loaded.members.length,
        },
        'seed loaded',
      );
      return null;
    },
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
};
