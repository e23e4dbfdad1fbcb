import Type from 'typebox';
import { SYSPARAM_CATEGORIES } from '../constants';
import { SystemParameter } from '../domain';
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
