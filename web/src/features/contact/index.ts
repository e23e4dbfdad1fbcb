/**
 * The contact-us feature's public face, all that app/ may use: its route table (whose page loads
 * lazily, as one chunk: contact-screens.ts) and its screen name.
 */
export { contactRoutes, CONTACT_SCREENS } from './routes';
