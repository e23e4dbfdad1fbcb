import { CALLS } from '@mo/contracts';
import type { MemberType } from '@mo/fixtures';
import { registerCall } from '../../lib/register-call';
import { periodOf, policyOfCompany, requireCompany } from '../../services/scope';
import type { MockApp } from '../../types';
import { SERVICE_VERSIONS } from '../customer-services/content';

const MEMBER_TYPES: readonly MemberType[] = ['E', 'S', 'C'];

/**
 * The policy admin's documented calls no screen makes (issue 13): a policy's categories, the
 * benefit list, policy validation and the build version. Company-scoped like the rest of the
 * area: GW1035 for another company, GC404 for a policy outside the company.
 */
export const policyAdminExtras = (app: MockApp): void => {
  // Every plan of the policy with each member type (employee, spouse, child) and its enrolled
  // members, including members whose second enrolment is this policy.
  registerCall(app, CALLS.policyCategories, ({ query, params, auth, world }) => {
    const policy = policyOfCompany(world, auth, query.companyId, params.policyId ?? '');
    periodOf(policy, query.periodId);
    const counts = new Map<string, number>();
    for (const m of world.membersOf(policy.id)) {
      const planNo =
        m.policyId === policy.id
          ? m.planNo
          : (m.otherEnrolments?.find((e) => e.policyId === policy.id)?.planNo ?? m.planNo);
      const key = `${planNo}|${m.memberType}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return {
      categories: policy.plans.flatMap((plan) =>
        MEMBER_TYPES.map((memberType) => ({
          planNo: plan.planNo,
          planDescription: plan.planDescription,
          memberType,
          memberCount: counts.get(`${plan.planNo}|${memberType}`) ?? 0,
        })),
      ),
    };
  });

  // The benefits (one per product type) of each policy of the company, or of the one asked.
  registerCall(app, CALLS.policyBenefitList, ({ query, auth, world }) => {
    requireCompany(auth, query.companyId);
    const policies =
      query.policyId === undefined
        ? world.policiesOf(query.companyId)
        : [policyOfCompany(world, auth, query.companyId, query.policyId)];
    return {
      benefits: policies.flatMap((p) =>
        [...p.benefits]
          .sort((a, b) => a.sequence - b.sequence)
          .map((b) => ({
            policyId: p.id,
            policyNo: p.policyNo,
            benefitId: b.id,
            productType: b.productType,
            benefitName: b.benefitName,
            isActive: b.isActive,
          })),
      ),
    };
  });

  // Another company's policy number is simply not valid for this one: nothing about it leaks.
  registerCall(app, CALLS.validatePolicy, ({ body, auth, world }) => {
    requireCompany(auth, body.companyId);
    const wanted = body.policyNo.trim().toUpperCase();
    const policy = world.policiesOf(body.companyId).find((p) => p.policyNo === wanted);
    return policy ? { valid: true, policyId: policy.id } : { valid: false };
  });

  registerCall(app, CALLS.policyAdminBuildVersion, () => ({ ...SERVICE_VERSIONS.policyAdmin }));
};
