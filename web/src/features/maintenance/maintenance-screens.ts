/** Entry of the maintenance page's lazy chunk (routes.tsx: loadMaintenancePage). */
export { MaintenancePage } from './components/maintenance-page';
