import type { MockStore } from '../store/store';
import type { EnvelopeMoment } from './envelope';

/** The envelope's time and maintenance flag, both from the world's mock clock. */
export const momentOf = (world: Pick<MockStore, 'remoteConfig' | 'clock'>): EnvelopeMoment => {
  const now = world.clock.now();
  return {
    timestamp: new Date(now).toISOString(),
    underMaintenance: world.remoteConfig.isUnderMaintenance(now) ? 'Y' : 'N',
  };
};
