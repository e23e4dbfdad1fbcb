import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SystemParameter } from '@mo/contracts';
import type { ThunkExtra } from './rtk-api';
import { fetchSysParam } from './sys-params';

/** DEFAULT_VARIABLES through the store's API client; null when it cannot be read. */
const loadDefaults =
  (): ThunkAction<Promise<SystemParameter | null>, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { api }) =>
    fetchSysParam(api, 'DEFAULT_VARIABLES').catch(() => null);

/** The default variables (cached per client), null until read or when unreadable. */
export function useDefaultVariables(): SystemParameter | null {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [defaults, setDefaults] = useState<SystemParameter | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch(loadDefaults()).then((value) => live && setDefaults(value));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return defaults;
}
