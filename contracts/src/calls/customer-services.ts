import Type from 'typebox';
import { SYSPARAM_CATEGORIES } from '../constants';
import { RemoteConfig, SystemParameter } from '../domain';
import { literalUnion } from '../literal-union';
import { CUSTOMER_SERVICES_ROUTES } from '../routes/customer-services';
import { defineCall } from './define';

export const getSysParam = defineCall(CUSTOMER_SERVICES_ROUTES.getSysParam, {
  summary: 'System parameters of one category (COUNTRY, DEFAULT_VARIABLES, JKT_DATE_TIME).',
  querystring: Type.Object({
    category: literalUnion(SYSPARAM_CATEGORIES),
  }),
  data: Type.Object({ systemParameterList: Type.Array(SystemParameter, { minItems: 1 }) }),
});

/**
 * The remote configuration: maintenance windows and announcements (part 1 section 4, system
 * maintenance). Public: it is read before sign-in. The portal fetches it at most once a minute.
 */
export const remoteConfig = defineCall(CUSTOMER_SERVICES_ROUTES.remoteConfig, {
  summary: 'Maintenance windows and announcements.',
  data: RemoteConfig,
});
