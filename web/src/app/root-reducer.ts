import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { recoveryReducer } from '../features/auth/recovery-slice';
import { maintenanceReducer } from '../features/maintenance/maintenance-slice';
import { membersAddReducer } from '../features/members/add/add-slice';
import { membersBulkReducer } from '../features/members/bulk/bulk-upload-state';
import { reportDownloadReducer } from '../lib/report-download';
import { baseApi } from '../lib/rtk-api';
import { sessionReducer } from '../lib/session';

export const rootReducer = combineReducers({
  session: sessionReducer,
  auth: authReducer,
  recovery: recoveryReducer,
  maintenance: maintenanceReducer,
  reportDownload: reportDownloadReducer,
  membersAdd: membersAddReducer,
  membersBulk: membersBulkReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
