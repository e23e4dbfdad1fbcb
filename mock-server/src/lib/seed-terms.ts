import type { MemberTypeCode } from '@mo/contracts';
import { BENEFIT_TEMPLATES, type SeedMember, type SeedPolicy } from '@mo/fixtures';

/*
 * How the seed's codes read in the contracts' terms: pure functions of seed data that books
 * (services) and views both use, below both layers.
 */

export const MEMBER_TYPE_OF: Record<SeedMember['memberType'], MemberTypeCode> = {
  E: 'EMPLOYEE',
  S: 'SPOUSE',
  C: 'CHILD',
};

/** The benefit name of a product type, from the policy's own benefits or the templates. */
export const benefitDescOf = (policy: SeedPolicy | undefined, productType: string): string =>
  policy?.benefits.find((b) => b.productType === productType)?.benefitName ??
  BENEFIT_TEMPLATES.find((t) => t.productType === productType)?.benefitName ??
  productType;

/** The remark a member's policy shows: its policy type. */
export const policyRemarkOf = (policy: SeedPolicy): string => policy.policyType;
