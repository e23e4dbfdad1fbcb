import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { jakartaDateTime } from '../../lib/clock';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import { customerServiceExtras } from './services';

/**
 * Customer services: system parameters and the remote configuration (more of this area comes
 * with later slices).
 */
export const customerServicesRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.getSysParam, ({ query, world }) => {
    // Jakarta time is the mock clock's, so maintenance windows follow it when it is moved.
    if (query.category === 'JKT_DATE_TIME') {
      const description1 = jakartaDateTime(world.clock.now());
      return {
        systemParameterList: [
          {
            category: query.category,
            commonCategoryDetail: [{ code: 'JKT_DATE_TIME', description1 }],
          },
        ],
      };
    }
    const parameter = world.systemParameter(query.category);
    if (!parameter) throw fail.notFound(`No system parameters for ${query.category}`);
    return { systemParameterList: [parameter] };
  });

  // Windows and announcements as the control API last set them (seed: one past window).
  registerCall(app, CALLS.remoteConfig, ({ world }) => world.remoteConfig.get());

  customerServiceExtras(app);
};
