/**
 * The feature's public face, all that app/ may use: its route table (whose screens load lazily,
 * as one chunk: claims-screens.ts), its paths and its screen names.
 */
export { claimRoutes, CLAIM_PATHS, CLAIM_SCREENS } from './routes';
