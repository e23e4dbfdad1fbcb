import { buildSeed, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { memberBook } from '../services/member-book';
import { createClock } from '../lib/clock';
import { Journal } from '../store/journal';
import { MockStore, type WorldParts } from '../store/store';

/** A world's own parts as the app's configuration starts them (clock, journal, lifetimes). */
export const startParts = (app: FastifyInstance, journal?: Journal): WorldParts => ({
  clock: createClock(app.startConfig.clockStart),
  journal: journal ?? new Journal(app.config.journalSize, app.config.journalMaxBytes),
  lifetimes: {
    accessTokenTtlSeconds: app.startConfig.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: app.startConfig.refreshTokenTtlSeconds,
  },
  passwordHashCost: app.config.passwordHashCost,
});

/**
 * Soon after the server listens, the member list's book and its indexes are built in turns of the
 * event loop (one index per turn, so requests interleave), instead of by the first queries: with
 * 100,000 members the first search of each sort order would otherwise take a second. The warming
 * waits WARM_AFTER_MS first, so the server's first answers (health checks, the portal's first
 * calls) never queue behind an index build. Tests that only `inject` never listen and keep
 * building on first use. A reset's new book builds on use.
 */
const WARM_AFTER_MS = 1000;
/** Builds the member book's indexes of the current store one per turn of the event loop. */
const warmIndexes = (app: FastifyInstance, isClosed: () => boolean, afterMs: number): void => {
  const steps: (() => void)[] = [() => steps.push(...memberBook(app.store).warmSteps())];
  const next = () => {
    const step = steps.shift();
    if (isClosed() || !step) return;
    step();
    setImmediate(next);
  };
  setTimeout(next, afterMs).unref();
};
const warmIndexesOnListen = (app: FastifyInstance): (() => boolean) => {
  let closed = false;
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    done();
  });
  app.addHook('onListen', (done) => {
    warmIndexes(app, () => closed, WARM_AFTER_MS);
    done();
  });
  return () => closed;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Builds a store of these seed options and swaps it in when it is loaded (the old one serves
     * until then); its resets rebuild the same seed. Caches kept per store (member, claim and
     * billing books: WeakMaps keyed by the store's seed arrays) follow by themselves; on a
     * listening server the new member book's indexes are warmed as at start.
     */
    replaceStore(seed: SeedOptions): Promise<MockStore>;
    /**
     * Swaps in a world made elsewhere as the default one (MOCK_STATE_DIR's restore, made with
     * worldFromSnapshot and the current store's journal, so the log goes on); on a listening
     * server its member book's indexes are warmed as at start.
     */
    installWorld(world: MockStore): void;
  }
}

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
  const isClosed = warmIndexesOnListen(app);
  app.decorate('replaceStore', async (options: SeedOptions): Promise<MockStore> => {
    // A new world of the seed, with the clock and token lifetimes at their start; the journal
    // goes on (a log of what happened, preset switches included).
    const replacement = await MockStore.load(buildSeed(options), () => buildSeed(options), {
      waitForPasswords: false,
      parts: { ...startParts(app, store?.journal), seed: options },
    });
    replacement.passwordsReady.catch((error: unknown) =>
      app.log.error({ err: error }, 'hashing the seed passwords failed'),
    );
    store = replacement;
    if (app.server.listening) warmIndexes(app, isClosed, 0);
    return replacement;
  });
  app.decorate('installWorld', (world: MockStore): void => {
    store = world;
    if (app.server.listening) warmIndexes(app, isClosed, 0);
  });
  // The store starts on this build itself and rebuilds the seed for its first reset.
  return MockStore.load(buildSeed(seed), () => buildSeed(seed), {
    waitForPasswords: !passwordsInBackground,
    parts: { ...startParts(app), seed },
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
