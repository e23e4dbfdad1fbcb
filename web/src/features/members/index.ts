/**
 * The Members feature's public face, all that app/ may use: its route table (each part one lazy
 * chunk: routes.tsx), its paths, and its store parts (added by app/ as their chunks load) with
 * the types of their state.
 */
export { memberRoutes, memberStoreParts, MEMBER_PATHS } from './routes';
export type { MembersAddState } from './add/model/add-slice';
export type { MembersBulkState } from './bulk/model/bulk-slice';
