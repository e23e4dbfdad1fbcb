import type { RouteObject } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen name (spec part 1 section 2) and page title of the maintenance page. */
export const MAINTENANCE_SCREENS = screenHandles('', {
  systemMaintenance: 'System_Maintenance',
});

const { screen } = lazyScreens(() => import('./maintenance-screens'));

/** The maintenance page (outside the shell: it shows signed in or not), a child of the root. */
export const maintenanceRoutes: RouteObject = screen(
  PATHS.systemMaintenance,
  MAINTENANCE_SCREENS.systemMaintenance,
  'MaintenancePage',
);
