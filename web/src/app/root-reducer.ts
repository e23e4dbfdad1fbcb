import { combineSlices } from '@reduxjs/toolkit';
import { authReducer, recoveryReducer } from '../features/auth';
import { maintenanceReducer } from '../features/maintenance';
import type { MembersAddState, MembersBulkState } from '../features/members';
import { reportDownloadReducer } from '../lib/report-download';
import type { baseApi } from '../lib/rtk-api';
import { sessionReducer } from '../lib/session';

/**
 * What joins later (lib/store-parts.ts): RTK Query's cache with the first screen that uses it,
 * the members' add and bulk flows with their areas.
 */
interface LazyState {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  membersAdd: MembersAddState;
  membersBulk: MembersBulkState;
}

/**
 * The store's reducers; the lazy parts are injected into this reducer when they load (app/store.ts),
 * so the entry carries neither RTK Query nor the members' flows.
 */
export const rootReducer = combineSlices({
  session: sessionReducer,
  auth: authReducer,
  recovery: recoveryReducer,
  maintenance: maintenanceReducer,
  reportDownload: reportDownloadReducer,
}).withLazyLoadedSlices<LazyState>();

/**
 * The state as the screens read it: a lazy part's state is there once its code has loaded, and
 * only its own screens and sagas (which load it) read it.
 */
export type RootState = ReturnType<typeof rootReducer> & LazyState;
