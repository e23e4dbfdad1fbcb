import { routes } from './define';

/** Where the calls of calls/providers.ts go and how they succeed (no schemas: the browser loads this). */
export const PROVIDERS_ROUTES = routes({
  providerList: {
    area: 'healthcareProviders',
    method: 'GET',
    path: '/list',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  providerDetails: {
    area: 'healthcareProviders',
    method: 'GET',
    path: '/individual/:id',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  providerPreferences: {
    area: 'healthcareProviders',
    method: 'GET',
    path: '/:providerCode/preferences',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  notificationList: {
    area: 'notifications',
    method: 'GET',
    path: '/list',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  notificationDetails: {
    area: 'notifications',
    method: 'GET',
    path: '/individual/:notificationId',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
});
