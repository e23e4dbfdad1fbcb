import type { BenefitButton, BenefitMapping, BenefitRow } from '@mo/contracts';
import { BENEFIT_TEMPLATES, type SeedBenefit } from '@mo/fixtures';

export const toBenefitButton = (benefit: SeedBenefit): BenefitButton => ({
  id: benefit.id,
  benefitName: benefit.benefitName,
  label: benefit.label,
  productType: benefit.productType,
  isActive: benefit.isActive,
});

export const toBenefitRow = (row: BenefitRow): BenefitRow => ({
  ...row,
  benefitAmount: { ...row.benefitAmount },
});

/**
 * The benefit order (part 1 section 9): product types by sequence (inpatient 1, maternity 2,
 * outpatient 3, dental 4, optical 5, medical check-up 6), each with its codes in display order
 * (the annual maximum MAXL last, EX00 just before it).
 */
export const benefitMappings = (): BenefitMapping[] =>
  [...BENEFIT_TEMPLATES]
    .sort((a, b) => a.sequence - b.sequence)
    .map((t) => ({
      productType: t.productType,
      sequence: t.sequence,
      benefitCodes: t.rows.map((r) => r.code),
    }));
