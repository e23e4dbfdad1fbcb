import Type from 'typebox';
import { LIMITS } from '../constants';
import { Pagination, Policy } from '../domain';
import { literalUnion } from '../literal-union';
import { POLICY_ADMIN_ROUTES } from '../routes/policy-admin';
import { defineCall } from './define';
import { closed } from './fields';

export const policyList = defineCall(POLICY_ADMIN_ROUTES.policyList, {
  summary: 'Paged policies of one company the user belongs to.',
  querystring: closed({
    companyId: Type.String({ minLength: 1, maxLength: 64 }),
    currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    // The list's page sizes (spec part 1 section 4): 10, 20, 50 or 100.
    pageSize: Type.Optional(literalUnion(LIMITS.policyListPageSizes)),
  }),
  data: Type.Object({ policies: Type.Array(Policy), pagination: Pagination }),
});
