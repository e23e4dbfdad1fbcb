import { ALL_POLICIES_ID, CALLS, CLAIM_LIMITS } from '@mo/contracts';
import { PAYMENT_PROVIDER_NAME } from '@mo/fixtures';
import { registerCall } from '../../lib/register-call';
import { claimBook } from '../../services/claim-book';
import { claimOfUser } from '../../services/claim-scope';
import { cobTooOldOn, fileCob } from '../../services/cob';
import { mockToday } from '../../services/member-book';
import { policyOfCompany, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { toClaimDetail } from '../../views/claim-detail';
import { transHistory } from '../../views/claim-trans-history';
import { amountCards, barCharts, claimCounts } from '../../views/dashboard';
import { claimListingRoutes } from './listings';

/**
 * Claims: the dashboard of one policy, the claim listings, a claim's detail, the COB request and
 * the payment-provider check, all for one of the user's companies (GW1035, GC404).
 */
export const claimsRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.dashboardAmounts, ({ query, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, query.policyId);
    return amountCards(world.invoicesOf(policy.id), world.claimsOf(policy.id));
  });

  registerCall(app, CALLS.dashboardBarCharts, ({ query, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, query.policyId);
    return barCharts(policy, world.membersOf(policy.id), world.claimsOf(policy.id));
  });

  registerCall(app, CALLS.dashboardClaimCounts, ({ query, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, query.policyId);
    return claimCounts(
      policy,
      world.membersOf(policy.id),
      world.claimsOf(policy.id),
      query.groupBy,
    );
  });

  // The claims trans-history of the dashboard catalogue: a policy of the company, or all of them.
  registerCall(app, CALLS.claimTransHistory, ({ query, auth, world }) => {
    requireCompany(auth, query.companyId);
    const policyId =
      query.policyId === ALL_POLICIES_ID
        ? undefined
        : policyOfCompany(world, auth, query.companyId, query.policyId).id;
    const claims = claimBook(world)
      .of(query.companyId)
      .entries.filter((e) => policyId === undefined || e.claim.policyId === policyId)
      .map((e) => e.claim);
    return transHistory(claims, mockToday(world), query.months ?? CLAIM_LIMITS.transHistoryMonths);
  });

  await claimListingRoutes(app);

  registerCall(app, CALLS.claimDetails, ({ query, params, auth, world }) => {
    const entry = claimOfUser(world, auth, query.companyId, params.claimId ?? '');
    const cob = world.claimState.cobOf(entry.claim.id);
    return toClaimDetail(entry, cob, query.language ?? 'id', cobTooOldOn(world, entry.claim));
  });

  registerCall(app, CALLS.cobSubmit, ({ body, auth, world }) => ({
    cobRefNo: fileCob(world, app, auth, body).cobRefNo,
  }));

  registerCall(app, CALLS.paymentProviderFeature, ({ query, auth, world }) => {
    requireCompany(auth, query.companyId);
    const enabled = !world.claimState.paymentProviderOff.has(query.companyId);
    return { enabled, providerName: enabled ? PAYMENT_PROVIDER_NAME : null };
  });
};
