import { CALLS, LIMITS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import { paginate } from '../../views/paging';
import { toPolicyView } from '../../views/policy';

/** Policy admin: the policy list (details, plans and benefits come with later slices). */
export const policyAdminRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.policyList, ({ query, auth }) => {
    // The gateway scopes data to the caller's companies: another company's id is forbidden, and
    // the answer says nothing about whether that company exists.
    if (!auth.user.companyIds.includes(query.companyId)) throw fail.companyForbidden();
    const { items, pagination } = paginate(
      app.store.policiesOf(query.companyId),
      query.currentPage ?? 1,
      query.pageSize ?? LIMITS.defaultPageSize,
    );
    return {
      policies: items.map((p) => toPolicyView(p, app.store.statsOf(p.id))),
      pagination,
    };
  });
};
