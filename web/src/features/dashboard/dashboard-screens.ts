/** Entry of the dashboard's lazy chunk (/mo/eb-app-base/landing/home). */
export { DashboardPage } from './components/dashboard-page';
