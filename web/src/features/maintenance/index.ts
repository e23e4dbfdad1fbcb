/** Entry of the maintenance area's lazy chunk (the page); the banner and popup are eager. */
export { MaintenancePage } from './components/maintenance-page';
