import { routes } from './define';

/** Where the calls of calls/customer-services.ts go and how they succeed (no schemas: the browser loads this). */
export const CUSTOMER_SERVICES_ROUTES = routes({
  getSysParam: {
    area: 'customerServices',
    method: 'GET',
    path: '/app/sysparam',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
  remoteConfig: {
    area: 'customerServices',
    method: 'GET',
    path: '/public/remote-config',
    auth: 'public',
    success: 'status-success',
    dataRequired: true,
  },
});
