import { routes } from './define';

/** Where the calls of calls/access.ts go and how they succeed (no schemas: the browser loads this). */
export const ACCESS_ROUTES = routes({
  authenticate: {
    area: 'userManagement',
    method: 'POST',
    path: '/auth/authenticate',
    auth: 'public',
    success: 'status-success',
    dataRequired: false,
  },
  requestOtp: {
    area: 'userManagement',
    method: 'POST',
    path: '/otp',
    auth: 'by-mode',
    success: 'status-success',
    dataRequired: true,
  },
  validateOtp: {
    area: 'userManagement',
    method: 'POST',
    path: '/otp/validate',
    auth: 'by-mode',
    success: 'status-success',
    dataRequired: true,
  },
  createSession: {
    area: 'userManagement',
    method: 'POST',
    path: '/auth/session',
    auth: 'full',
    success: 'status-true-message-success',
    dataRequired: true,
  },
  deleteSession: {
    area: 'userManagement',
    method: 'DELETE',
    path: '/auth/session',
    auth: 'full',
    success: 'status-true-message-success',
    dataRequired: false,
  },
  accessibleModules: {
    area: 'userManagement',
    method: 'GET',
    path: '/auth/accessible-modules',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  userProfile: {
    area: 'userManagement',
    method: 'GET',
    path: '/users/details',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  updatePassword: {
    area: 'userManagement',
    method: 'PUT',
    path: '/users/password',
    auth: 'first-time-or-two-factor',
    success: 'update-status-and-status-success',
    dataRequired: true,
  },
});
