import { CALLS } from '@mo/contracts';
import { DIAGNOSES, HOSPITALS, SYSPARAM_CONFIG, COB_REASONS } from '@mo/fixtures';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { toCobReason } from '../../views/claim-detail';

/** The claims area's app/sysparam lists and configuration values (customer services area). */
export const claimReferenceRoutes = async (app: MockApp): Promise<void> => {
  registerCall(app, CALLS.cobReasons, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { cobReasons: COB_REASONS.map((r) => toCobReason(r.code)) };
  });
  registerCall(app, CALLS.hospitalList, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { hospitals: HOSPITALS.map((h) => ({ ...h })) };
  });
  registerCall(app, CALLS.diagnosisList, ({ query, auth }) => {
    requireCompany(auth, query.companyId);
    return { diagnoses: DIAGNOSES.map((d) => ({ ...d })) };
  });
  registerCall(app, CALLS.sysParamConfig, ({ query, params, auth }) => {
    requireCompany(auth, query.companyId);
    const code = params.code ?? '';
    const entry = Object.hasOwn(SYSPARAM_CONFIG, code) ? SYSPARAM_CONFIG[code] : undefined;
    if (!entry) throw fail.notFound('No such configuration code');
    return { code, ...entry };
  });
};
