import { CALLS } from '@mo/contracts';
import { registerCall } from '../../lib/register-call';
import { policyOfCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { amountCards, barCharts, claimCounts } from '../../views/dashboard';

/** Claims: the dashboard of one policy of one of the user's companies (GW1035, GC404). */
export const claimsRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.dashboardAmounts, ({ query, auth }) => {
    const policy = policyOfCompany(app, auth, query.companyId, query.policyId);
    return amountCards(app.store.invoicesOf(policy.id), app.store.claimsOf(policy.id));
  });

  registerCall(app, CALLS.dashboardBarCharts, ({ query, auth }) => {
    const policy = policyOfCompany(app, auth, query.companyId, query.policyId);
    return barCharts(policy, app.store.membersOf(policy.id), app.store.claimsOf(policy.id));
  });

  registerCall(app, CALLS.dashboardClaimCounts, ({ query, auth }) => {
    const policy = policyOfCompany(app, auth, query.companyId, query.policyId);
    return claimCounts(
      policy,
      app.store.membersOf(policy.id),
      app.store.claimsOf(policy.id),
      query.groupBy,
    );
  });
};
