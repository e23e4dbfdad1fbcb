/**
 * The feature's public face, all that app/ may use: its route table (whose screens load lazily,
 * as one chunk: policies-screens.ts), its paths and its screen names.
 */
export { policyRoutes, POLICY_PATHS, POLICY_SCREENS, policyDetailsPath } from './routes';
