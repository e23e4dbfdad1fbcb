import { routes } from './define';

/** Where the calls of calls/billing.ts go and how they succeed (no schemas: the browser loads this). */
export const BILLING_ROUTES = routes({
  premiumBilling: {
    area: 'policyAdmin',
    method: 'POST',
    path: '/policies/premium-billing',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  billingDetailFiles: {
    area: 'policyAdmin',
    method: 'POST',
    path: '/policies/premium-billing/report-count',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
  billingReport: {
    area: 'policyAdmin',
    method: 'POST',
    path: '/policies/premium-billing/report',
    auth: 'session',
    success: 'status-success',
    dataRequired: true,
  },
});
