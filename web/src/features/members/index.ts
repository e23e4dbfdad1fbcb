/**
 * The Members feature's public face, all that app/ may use: its route table (each part one lazy
 * chunk: routes.tsx), its paths, and the types of the store parts its parts add when they load.
 */
export { memberRoutes, MEMBER_PATHS } from './routes';
export type { MembersAddState } from './add/model/add-slice';
export type { MembersBulkState } from './bulk/model/bulk-slice';
