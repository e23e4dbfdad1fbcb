import { CALLS } from '@mo/contracts';
import { PAYMENT_PROVIDER_NAME } from '@mo/fixtures';
import { registerCall } from '../../lib/register-call';
import { claimOfUser } from '../../services/claim-scope';
import { cobTooOldOn, fileCob } from '../../services/cob';
import { policyOfCompany, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { toClaimDetail } from '../../views/claim-detail';
import { amountCards, barCharts, claimCounts } from '../../views/dashboard';
import { claimListingRoutes } from './listings';

/**
 * Claims: the dashboard of one policy, the claim listings, a claim's detail, the COB request and
 * the payment-provider check, all for one of the user's companies (GW1035, GC404).
 */
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

  await claimListingRoutes(app);

  registerCall(app, CALLS.claimDetails, ({ query, params, auth }) => {
    const entry = claimOfUser(app, auth, query.companyId, params.claimId ?? '');
    const cob = app.store.claimState.cobOf(entry.claim.id);
    return toClaimDetail(entry, cob, query.language ?? 'id', cobTooOldOn(app, entry.claim));
  });

  registerCall(app, CALLS.cobSubmit, ({ body, auth }) => ({
    cobRefNo: fileCob(app, auth, body).cobRefNo,
  }));

  registerCall(app, CALLS.paymentProviderFeature, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    const enabled = !app.store.claimState.paymentProviderOff.has(query.companyId);
    return { enabled, providerName: enabled ? PAYMENT_PROVIDER_NAME : null };
  });
};
