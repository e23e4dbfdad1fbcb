import { routes } from './define';

/** Where the calls of calls/identity.ts go and how they succeed (no schemas: the browser loads this). */
export const IDENTITY_ROUTES = routes({
  refreshToken: {
    area: 'identity',
    method: 'POST',
    path: '/oauth2/token',
    auth: 'client',
    success: 'status-success',
    bodyEncoding: 'form',
    dataRequired: true,
  },
  revokeToken: {
    area: 'identity',
    method: 'POST',
    path: '/oauth2/revoke',
    auth: 'client',
    success: 'status-success',
    bodyEncoding: 'form',
    dataRequired: false,
  },
});
