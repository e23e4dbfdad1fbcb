import { routes } from './define';

/** Where the calls of calls/reports.ts go and how they succeed (no schemas: the browser loads this). */
export const REPORTS_ROUTES = routes({
  reportTypes: {
    area: 'policyAdmin',
    method: 'GET',
    path: '/policies/report-types',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberReportCount: {
    area: 'userManagement',
    method: 'POST',
    path: '/users/report-count',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  memberReport: {
    area: 'userManagement',
    method: 'POST',
    path: '/users/report',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  groupReportCount: {
    area: 'claims',
    method: 'POST',
    path: '/group/report-count',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  groupReport: {
    area: 'claims',
    method: 'POST',
    path: '/group/report',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  fileReady: {
    area: 'fileGateway',
    method: 'GET',
    path: '/fileready',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  fileDownload: {
    area: 'fileGateway',
    method: 'GET',
    path: '/file',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
});
