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

/*
 * The insurer's own row order where it is not the plain code order (part 2 section 3: "Benefit
 * order is given by a list of benefit codes"): inpatient care in the order of a stay, care before
 * the stay, then surgery, then care after it. The demo shows the portal following it.
 */
const DISPLAY_ORDER: Readonly<Record<string, readonly string[]>> = {
  HBAS: ['HA00', 'HB00', 'HE00', 'HD00', 'HF00', 'EX00', 'MAXL'],
};

const displayOrder = (productType: string, codes: readonly string[]): string[] => {
  const order = DISPLAY_ORDER[productType] ?? [];
  const place = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...codes].sort((a, b) => place(a) - place(b));
};

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
      benefitCodes: displayOrder(
        t.productType,
        t.rows.map((r) => r.code),
      ),
    }));
