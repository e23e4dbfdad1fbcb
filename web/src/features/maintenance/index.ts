/**
 * The maintenance feature's public face, all that app/ may use: its store part and sagas and the
 * banner (eager: every page shows them), and the loaders of its two lazy chunks, the maintenance
 * page (maintenance-screens.ts) and the reminder popup (PrimeReact's dialog, loaded when a
 * window is near).
 */
export { maintenanceReducer, selectMaintenance } from './model/maintenance-slice';
export { maintenanceSaga } from './model/maintenance-saga';
export { reminderIdleSaga } from './model/reminder-idle-saga';
export { AnnouncementBanner } from './components/announcement-banner';

export const loadMaintenancePage = () => import('./maintenance-screens');
export const loadMaintenanceReminder = () => import('./components/maintenance-reminder');
