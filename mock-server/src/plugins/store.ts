import { buildSeed, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { MockStore } from '../store/store';

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
