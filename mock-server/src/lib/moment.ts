import type { FastifyInstance } from 'fastify';
import type { EnvelopeMoment } from './envelope';

/** The envelope's time and maintenance flag, both from the mock clock. */
export const momentOf = (app: FastifyInstance): EnvelopeMoment => {
  const now = app.clock.now();
  return {
    timestamp: new Date(now).toISOString(),
    underMaintenance: app.store.remoteConfig.isUnderMaintenance(now) ? 'Y' : 'N',
  };
};
