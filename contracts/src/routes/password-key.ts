import { routes } from './define';

/** Where the calls of calls/password-key.ts go and how they succeed (no schemas: the browser loads this). */
export const PASSWORD_KEY_ROUTES = routes({
  passwordKey: {
    area: 'userManagement',
    method: 'GET',
    path: '/auth/password-key',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
});
