/**
 * The maintenance feature's public face, all that app/ may use: its store part and sagas and the
 * banner (eager: every page shows them), its route (the maintenance page, one lazy chunk:
 * maintenance-screens.ts) with its screen name, and the loader of the reminder popup's chunk
 * (PrimeReact's dialog, loaded when a window is near).
 */
export { maintenanceReducer, selectMaintenance } from './model/maintenance-slice';
export { maintenanceSaga } from './model/maintenance-saga';
export { reminderIdleSaga } from './model/reminder-idle-saga';
export { AnnouncementBanner } from './components/announcement-banner';
export { maintenanceRoutes, MAINTENANCE_SCREENS } from './routes';

export const loadMaintenanceReminder = () => import('./components/maintenance-reminder');
