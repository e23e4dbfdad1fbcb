import { routes } from './define';

/** Where the calls of calls/validate-access.ts go and how they succeed (no schemas: the browser loads this). */
export const VALIDATE_ACCESS_ROUTES = routes({
  validateAccess: {
    area: 'userManagement',
    method: 'GET',
    path: '/auth/validate-access',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
});
