/**
 * The feature's public face, all that app/ may use: its route table (whose screens load lazily,
 * as one chunk: reports-screens.ts), its paths and its screen names.
 */
export { reportRoutes, REPORT_PATHS, REPORT_SCREENS } from './routes';
