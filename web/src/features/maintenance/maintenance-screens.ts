/** Entry of the maintenance page's lazy chunk (index.ts: loadMaintenancePage). */
export { MaintenancePage } from './components/maintenance-page';
