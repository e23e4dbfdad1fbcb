import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiClient } from './api-client';
import type { ThunkExtra } from './rtk-api';

/** One call (or a few) through the store's API client, for screens without a saga. */
export const withApi =
  <T>(
    run: (api: ApiClient) => Promise<T>,
  ): ThunkAction<Promise<T>, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { api }) =>
    run(api);

/** dispatch that accepts withApi thunks. */
export const useApiDispatch = () =>
  useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
