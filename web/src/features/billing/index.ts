/**
 * The feature's public face, all that app/ may use: its route table (whose screens load lazily,
 * as one chunk: billing-screens.ts), its paths and its screen names.
 */
export { billingRoutes, BILLING_PATHS, BILLING_SCREENS } from './routes';
