/**
 * The dashboard's public face, all that app/ may use: its route table (whose page loads lazily,
 * as one chunk: dashboard-screens.ts) and its screen name.
 */
export { dashboardRoutes, DASHBOARD_SCREENS } from './routes';
