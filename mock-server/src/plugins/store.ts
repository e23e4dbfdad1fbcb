import { buildSeed, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { MockStore } from '../store/store';

/** Builds the seed once and loads it (hashing the demo passwords) into the app's store. */
export const setupStore = async (app: FastifyInstance, seed: SeedOptions): Promise<void> => {
  const started = performance.now();
  const store = await MockStore.load(buildSeed(seed));
  app.decorate('store', store);
  app.log.debug(
    {
      ms: Math.round(performance.now() - started),
      users: store.users.size,
      companies: store.companies.size,
      members: store.members.length,
    },
    'seed loaded',
  );
};
