import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { baseApi } from '../lib/rtk-api';
import { sessionReducer } from '../lib/session';

export const rootReducer = combineReducers({
  session: sessionReducer,
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
