import Type from 'typebox';
import { SYSPARAM_CATEGORIES } from '../constants';
import { RemoteConfig, SystemParameter } from '../domain';
import { literalUnion } from '../literal-union';
import { defineCall } from './define';

export const getSysParam = defineCall({
  id: 'getSysParam',
  summary: 'System parameters of one category (COUNTRY, DEFAULT_VARIABLES, JKT_DATE_TIME).',
  area: 'customerServices',
  method: 'GET',
  path: '/app/sysparam',
  auth: 'public',
  querystring: Type.Object({
    category: literalUnion(SYSPARAM_CATEGORIES),
  }),
  data: Type.Object({ systemParameterList: Type.Array(SystemParameter, { minItems: 1 }) }),
  success: 'status-success',
});

/**
 * The remote configuration: maintenance windows and announcements (part 1 section 4, system
 * maintenance). Public: it is read before sign-in. The portal fetches it at most once a minute.
 */
export const remoteConfig = defineCall({
  id: 'remoteConfig',
  summary: 'Maintenance windows and announcements.',
  area: 'customerServices',
  method: 'GET',
  path: '/public/remote-config',
  auth: 'public',
  data: RemoteConfig,
  success: 'status-success',
});
