import type { MockStore } from '../store/store';
import type { Clock } from './clock';
import type { EnvelopeMoment } from './envelope';

/** The envelope's time and maintenance flag, both from the mock clock (the flag from the world). */
export const momentOf = (world: Pick<MockStore, 'remoteConfig'>, clock: Clock): EnvelopeMoment => {
  const now = clock.now();
  return {
    timestamp: new Date(now).toISOString(),
    underMaintenance: world.remoteConfig.isUnderMaintenance(now) ? 'Y' : 'N',
  };
};
