import { routes } from './define';

/** Where the calls of calls/policy-admin.ts go and how they succeed (no schemas: the browser loads this). */
export const POLICY_ADMIN_ROUTES = routes({
  policyList: {
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/list',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
});
