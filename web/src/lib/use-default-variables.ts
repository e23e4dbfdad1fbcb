import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SystemParameter } from '@mo/contracts';
import type { ThunkExtra } from './rtk-api';
import { fetchSysParamOrSample } from './sys-params';

/** DEFAULT_VARIABLES through the store's API client; the bundled sample when the read fails. */
const loadDefaults =
  (): ThunkAction<Promise<SystemParameter | null>, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { api }) =>
    fetchSysParamOrSample(api, 'DEFAULT_VARIABLES').catch(() => null);

/** The default variables (cached per client; the bundled sample when unreadable), null until read. */
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
