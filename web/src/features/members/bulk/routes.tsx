import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import type { AreaParts } from '@/lib/store-parts';
import { MEMBER_PATHS } from '../paths';

// This part is one chunk: the fragment is small and imports the page lazily.
const chunk = () => import('./index');
const { screen } = lazyScreens(chunk);

/** Screen name (spec part 2 section 2) and page title. */
export const BULK_SCREENS = screenHandles('membersBulk:', {
  bulkUpdate: 'MemberBulkUpdateLanding',
});

/** The part's store parts, which come with its chunk: app/ adds them as the page loads. */
export const bulkParts: AreaParts = {
  [MEMBER_PATHS.bulkUpdate]: async () => (await chunk()).storeParts,
};

/** The bulk update (paths from ../paths.ts), a child of the area. */
export const bulkRoutes: RouteObject[] = [
  screen(MEMBER_PATHS.bulkUpdate, BULK_SCREENS.bulkUpdate, 'BulkUpdatePage'),
];
