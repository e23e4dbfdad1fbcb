/**
 * The my-account feature's public face, all that app/ may use: its route table (whose pages load
 * lazily, as one chunk: account-screens.ts) and its screen names.
 */
export { accountRoutes, ACCOUNT_SCREENS } from './routes';
