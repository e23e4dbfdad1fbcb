import type { RouteObject } from 'react-router-dom';
import { indexTo, pathTo } from '@/lib/routing/lazy-screens';
import type { AreaParts } from '@/lib/store-parts';
import { addParts, addRoutes } from './add/routes';
import { alterRoutes } from './alter/routes';
import { bulkParts, bulkRoutes } from './bulk/routes';
import { overviewRoutes } from './overview/routes';
import { MEMBER_PATHS } from './paths';

export { MEMBER_PATHS } from './paths';

/**
 * The store parts of the area's parts (the add flow's forms, the bulk upload), by the route whose
 * chunk carries them: app/ adds each as its route loads (app/area-parts.ts).
 */
export const memberStoreParts: AreaParts = { ...addParts, ...bulkParts };

/**
 * The Members area's route table (spec part 2 section 2): one fragment per part, each part one
 * lazy chunk (overview, add employee/dependent, edit/remove/change plan, bulk update). Mount it
 * as a child of the session-guarded shell route; `MembersArea` gates it on the member module.
 */
export const memberRoutes: RouteObject = {
  path: MEMBER_PATHS.area,
  lazy: async () => ({ Component: (await import('./members-area')).MembersArea }),
  children: [
    indexTo(MEMBER_PATHS.landing),
    pathTo(MEMBER_PATHS.overview, MEMBER_PATHS.landing),
    pathTo(MEMBER_PATHS.dependentAlteration, MEMBER_PATHS.addDependentSearch),
    ...overviewRoutes,
    ...addRoutes,
    ...alterRoutes,
    ...bulkRoutes,
  ],
};
