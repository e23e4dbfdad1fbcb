import { CALLS, CLAIM_LIMITS, type ClaimListPage } from '@mo/contracts';
import { PreSerializedList } from '../../lib/pre-serialized';
import { registerCall } from '../../lib/register-call';
import { claimBook } from '../../services/claim-book';
import { excessOf } from '../../services/excess-book';
import { listingQueryOf } from '../../services/listing-query';
import { claimScopeOf, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { paginate, paginationOf } from '../../views/paging';
import {
  claimFilters,
  claimRowOf,
  excessFilters,
  toClaimPolicyRow,
  toExcessRow,
} from '../../views/claims';

/** The claim policy table, the claim listing and the excess listing. */
export const claimListingRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.claimPolicies, ({ query, auth, world }) => {
    requireCompany(auth, query.companyId);
    const policies = world.policiesOf(query.companyId);
    const { items, pagination } = paginate(
      policies,
      query.currentPage ?? CLAIM_LIMITS.defaultPage,
      query.pageSize ?? CLAIM_LIMITS.defaultPageSize,
    );
    const totals = { totalActiveAndCompletedClaims: 0, totalSubmittedClaims: 0 };
    for (const policy of policies) {
      const stats = world.statsOf(policy.id);
      totals.totalActiveAndCompletedClaims += stats.totalActiveAndCompletedClaims;
      totals.totalSubmittedClaims += stats.totalSubmittedClaims;
    }
    return {
      policies: items.map((p) => toClaimPolicyRow(p, world.statsOf(p.id))),
      totals,
      pagination,
    };
  });

  registerCall(app, CALLS.claimList, ({ body, auth, world }) => {
    const { policy, periodId } = claimScopeOf(world, auth, body);
    const company = claimBook(world).of(body.companyId);
    const currentPage = body.currentPage ?? body.pageNumber ?? CLAIM_LIMITS.defaultPage;
    const pageSize = body.pageSize ?? CLAIM_LIMITS.defaultPageSize;
    const { page, total } = company.query({
      policyId: body.policyId,
      periodId,
      stage: body.status,
      // The search-by dropdown is the active tab's: the submitted tab searches every field.
      searchField: body.status === 'ACTIVE_COMPLETED' ? body.searchByMemberType : undefined,
      searchValue: body.searchByValue,
      sortByField: body.sortByField,
      sortByOrder: body.sortByOrder,
      filterBy: body.filterBy,
      // the general claim list form's filters: every filter sent applies
      alsoFilterBy: [
        body.filterRequestVM,
        body.memberType === undefined ? undefined : { memberType: [body.memberType] },
      ],
      currentPage,
      pageSize,
    });
    // The rows are cached per claim and never change: their JSON is cached too (lib/pre-serialized.ts).
    return new PreSerializedList<ClaimListPage, 'claims'>(
      {
        pagination: paginationOf(currentPage, pageSize, total),
        applicableFilters: claimFilters(
          (field, values) => company.counts(body.policyId, periodId, body.status, field, values),
          policy,
        ),
      },
      'claims',
      page.map(claimRowOf),
    );
  });

  registerCall(app, CALLS.excessClaims, ({ body, auth, world }) => {
    const { policy, periodId } = claimScopeOf(world, auth, body);
    const excess = excessOf(world, app, body.companyId);
    const q = listingQueryOf(body, periodId, CLAIM_LIMITS);
    const { page, total } = excess.query(q);
    return {
      excessClaims: page.map(toExcessRow),
      pagination: paginationOf(q.currentPage, q.pageSize, total),
      applicableFilters: excessFilters(
        (field, values) => excess.counts(body.policyId, periodId, field, values),
        policy,
      ),
    };
  });
};
