import Type from 'typebox';
import { LIMITS } from '../constants';
import { Pagination, Policy } from '../domain';
import { defineCall } from './define';

export const policyList = defineCall({
  id: 'policyList',
  summary: 'Paged policies of one company the user belongs to.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/list',
  auth: 'session',
  querystring: Type.Object(
    {
      companyId: Type.String({ minLength: 1, maxLength: 64 }),
      currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      pageSize: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 100, default: LIMITS.defaultPageSize }),
      ),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ policies: Type.Array(Policy), pagination: Pagination }),
  success: 'status-success',
});
