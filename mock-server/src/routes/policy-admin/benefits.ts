import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import { periodOf, policyOfCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { benefitMappings, toBenefitButton, toBenefitRow } from '../../views/benefits';

export const policyBenefitRoutes = (app: MockApp): void => {
  // One button per product type of the policy, in the spec's sequence.
  registerCall(app, CALLS.policyBenefits, ({ query, params, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, params.policyId ?? '');
    periodOf(policy, query.periodId);
    return {
      benefits: [...policy.benefits].sort((a, b) => a.sequence - b.sequence).map(toBenefitButton),
    };
  });

  // The schedule of one product type: its HI and NM rows for every plan of the policy.
  registerCall(app, CALLS.benefitSchedule, ({ query, params, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, query.policyId);
    periodOf(policy, query.periodId);
    const benefit = policy.benefits.find((b) => b.id === params.benefitId);
    if (!benefit) throw fail.notFound('No such benefit');
    return { productType: benefit.productType, rows: benefit.rows.map(toBenefitRow) };
  });

  registerCall(app, CALLS.benefitMapping, () => ({ mappings: benefitMappings() }));
};
