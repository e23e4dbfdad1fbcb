/** Shown above every screen by app/root-layout.tsx (the sign-in area and signed in). */
export { AnnouncementBanner } from './components/announcement-banner';
export { MaintenanceReminder } from './components/maintenance-reminder';
