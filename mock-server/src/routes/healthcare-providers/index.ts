import { CALLS } from '@mo/contracts';
import { PROVIDERS, PROVIDERS_BY_CODE, PROVIDERS_BY_ID, preferencesOf } from '@mo/fixtures';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { paginate } from '../../views/paging';

/**
 * The healthcare providers area: the network directory (one for every company: the company only
 * scopes who may read it, GW1035 for another), a provider by id, what it accepts by code.
 */
export const healthcareProviderRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.providerList, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    const search = query.search?.trim().toLowerCase() ?? '';
    const city = query.city?.trim().toLowerCase() ?? '';
    const matching = PROVIDERS.filter(
      (p) =>
        (search === '' || p.name.toLowerCase().includes(search)) &&
        (city === '' || p.city.toLowerCase() === city) &&
        (query.type === undefined || p.type === query.type) &&
        (query.cashless === undefined || p.cashless === query.cashless),
    );
    const { items, pagination } = paginate(matching, query.currentPage ?? 1, query.pageSize ?? 10);
    return { providers: items.map((p) => ({ ...p })), pagination };
  });
  registerCall(app, CALLS.providerDetails, ({ query, params, auth }) => {
    requireCompany(auth, query.companyId);
    const provider = PROVIDERS_BY_ID.get(params.id ?? '');
    if (!provider) throw fail.notFound('No such healthcare provider');
    return { provider: { ...provider } };
  });
  registerCall(app, CALLS.providerPreferences, ({ query, params, auth }) => {
    requireCompany(auth, query.companyId);
    const provider = PROVIDERS_BY_CODE.get(params.providerCode ?? '');
    if (!provider) throw fail.notFound('No such healthcare provider');
    return preferencesOf(provider);
  });
};
