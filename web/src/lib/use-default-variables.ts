import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SysParamCategory, SystemParameter } from '@mo/contracts';
import type { ThunkExtra } from './rtk-api';
import { fetchSysParamOrSample } from './sys-params';

/** A system parameter through the store's API client; the bundled sample when the read fails. */
const loadSysParam =
  (
    category: SysParamCategory,
  ): ThunkAction<Promise<SystemParameter | null>, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { api }) =>
    fetchSysParamOrSample(api, category).catch(() => null);

/**
 * One system parameter (cached per client; the bundled sample when unreadable), null until read.
 * A thunk, not RTK Query: the sign-in pages read DEFAULT_VARIABLES and must not load RTK Query.
 */
export function useSysParam(category: SysParamCategory): SystemParameter | null {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [param, setParam] = useState<SystemParameter | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch(loadSysParam(category)).then((value) => live && setParam(value));
    return () => {
      live = false;
    };
  }, [dispatch, category]);
  return param;
}

/** The default variables (cached per client; the bundled sample when unreadable), null until read. */
export const useDefaultVariables = (): SystemParameter | null => useSysParam('DEFAULT_VARIABLES');
